import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// A value the server must read back (a webhook's signing secret, a tracked link's token, a CRM's
// OAuth tokens) cannot be hashed; it is kept sealed instead: AES-256-GCM under a key derived
// from the server's secret with one HKDF label per use, so a copy of the database alone opens
// nothing and one use's values never open as another's.

const PREFIX = "sealed:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a sealed value cannot be opened with this server's secret (or this use's key). */
export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealedValueError";
  }
}

function keyFrom(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "demoreel", purpose, 32));
}

/** The value to store for `value`, sealed for `purpose`. */
export function seal(value: string, serverSecret: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(serverSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** Whether a stored value was sealed (older rows may hold the plain value). */
export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

/** The value a sealed one holds; throws SealedValueError (with `failure`) when it can't be opened. */
export function unseal(
  stored: string,
  serverSecret: string,
  purpose: string,
  failure = "A sealed value can't be read with the server's current secret.",
): string {
  const bytes = Buffer.from(stored.slice(PREFIX.length), "base64url");
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(serverSecret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new SealedValueError(failure);
  }
}
