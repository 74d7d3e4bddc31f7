import "server-only";
import { randomBytes } from "node:crypto";
import { seal, unseal } from "@/lib/crypto/sealed-box";
import { config } from "@/lib/config";
import { RECIPIENT_PARAM } from "./shared";
import { hashLinkToken } from "@/lib/access/rules/viewer-pass";

/** 24 random bytes (192 bits), base64url: 32 characters that cannot be guessed or counted. */
export const newLinkToken = (): string => randomBytes(24).toString("base64url");

/** The viewer key of a tracked link's recipient: views, sessions and clicks are filed under it. */
export const linkViewerKey = (linkId: number): string => `${LINK_VIEWER_KEY_PREFIX}${linkId}`;

/** linkViewerKey's prefix, for statements that find the link themselves (the watch beacon). */
export const LINK_VIEWER_KEY_PREFIX = "link:";

/** The viewer key of a viewer who gave an email at the video's gate (gated_viewers.id). */
export const gatedViewerKey = (gatedViewerId: number): string =>
  `${GATED_VIEWER_KEY_PREFIX}${gatedViewerId}`;

/** gatedViewerKey's prefix, for statements that find the gated viewer themselves (the beacon). */
export const GATED_VIEWER_KEY_PREFIX = "gated:";

const SEAL_PURPOSE = "tracked-link-tokens";

/** The token as stored beside its hash, so the owner can copy the link again later. */
export const sealLinkToken = (token: string): string =>
  seal(token, config().authSecret, SEAL_PURPOSE);

/**
 * The token a link keeps, or null for a link made before tokens were kept, or one sealed under
 * another server secret (the owner then makes a new link).
 */
export function openLinkToken(stored: string | null): string | null {
  if (!stored) return null;
  try {
    return unseal(stored, config().authSecret, SEAL_PURPOSE);
  } catch {
    return null;
  }
}

/** A tracked link's share URL, from its token. */
export const trackedLinkUrl = (origin: string, videoId: number, token: string): string =>
  `${origin}/video/${videoId}?${RECIPIENT_PARAM}=${token}`;

/** A new link's token and the columns that keep it: its hash to look it up, sealed to copy again. */
export function newLinkSecret(): { token: string; tokenHash: string; tokenSealed: string } {
  const token = newLinkToken();
  return { token, tokenHash: hashLinkToken(token), tokenSealed: sealLinkToken(token) };
}
