import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_KINDS, type EmailKind } from "./shared";

/** Whom an unsubscribe link speaks for, and which emails it turns off. */
export interface UnsubscribeClaim {
  userId: string;
  kind: EmailKind;
}

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");
}

/**
 * "<base64url(kind:userId)>.<HMAC>": works without signing in and never expires (a mail client
 * may follow it months later); it can only turn one kind of email off for one user.
 */
export function signUnsubscribe(secret: string, { userId, kind }: UnsubscribeClaim): string {
  const payload = Buffer.from(`${kind}:${userId}`).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim of a token signed with `secret`; null when malformed or tampered with. */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const text = Buffer.from(payload, "base64url").toString("utf8");
  const split = text.indexOf(":");
  const kind = text.slice(0, split);
  const userId = text.slice(split + 1);
  if (split < 0 || !userId || !EMAIL_KINDS.includes(kind as EmailKind)) return null;
  return { userId, kind: kind as EmailKind };
}
