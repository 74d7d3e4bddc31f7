import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Signing needs the webhook's secret itself, so it cannot be hashed like a token; it is kept
// sealed instead (AES-256-GCM under a key derived from the server's secret), so a copy of the
// database alone signs nothing. A changed server secret leaves sealed secrets unreadable: those
// webhooks' deliveries fail with a message saying to add the webhook again.

const PREFIX = "sealed:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a sealed secret cannot be opened with this server's secret. */
export class SealedSecretError extends Error {
  constructor() {
    super(
      "This webhook's signing secret can't be read with the server's current secret (was AUTH_SECRET changed?): delete the webhook and add it again.",
    );
    this.name = "SealedSecretError";
  }
}

function keyFrom(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "demoreel", "webhook-signing-secrets", 32));
}

/** The value stored for a new webhook's secret. */
export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The secret a stored value holds; a value stored before sealing (`whsec_...`) is itself. */
export function openSecret(stored: string, serverSecret: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const bytes = Buffer.from(stored.slice(PREFIX.length), "base64url");
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(serverSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new SealedSecretError();
  }
}
