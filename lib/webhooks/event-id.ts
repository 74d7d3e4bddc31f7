import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * A Standard Webhooks message id (`msg_` + 26 characters). A key names the event (one viewer's 50%
 * of one video, one comment): the same key is the same id, so the unique (endpoint, event id)
 * delivers it once however often it is emitted. No key: a new event.
 */
export function eventIdFor(key?: string): string {
  const bytes = key ? createHash("sha256").update(key).digest() : randomBytes(20);
  return `msg_${bytes.toString("base64url").slice(0, 26)}`;
}

/** The Standard Webhooks signing secret of a new endpoint: `whsec_` + 32 random bytes, base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`;
