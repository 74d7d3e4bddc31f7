import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * An invite link's token is HMAC-SHA256(server secret, random 128-bit nonce). The database keeps
 * the nonce and the token's SHA-256 only: a copy of the database can't open any invite, yet the
 * email job (which runs later, from the queue) can write the link again from the nonce.
 */
export function deriveInviteToken(secret: string, nonce: string): string {
  return createHmac("sha256", secret).update(`workspace-invite:${nonce}`).digest("base64url");
}

export const hashInviteToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

export function newInviteToken(secret: string): { token: string; nonce: string; hash: string } {
  const nonce = randomBytes(16).toString("base64url");
  const token = deriveInviteToken(secret, nonce);
  return { token, nonce, hash: hashInviteToken(token) };
}

/** The page that accepts an invite. */
export const inviteLink = (baseUrl: string, token: string): string =>
  new URL(`/invites/${token}`, baseUrl).toString();
