import "server-only";
import { isSealed, seal, SealedValueError, unseal } from "@/lib/crypto/sealed-box";

// Signing needs the webhook's secret itself, so it cannot be hashed like a token; it is kept
// sealed (lib/crypto/sealed-box.ts). A changed server secret leaves sealed secrets unreadable:
// those webhooks' deliveries fail with a message saying to add the webhook again.

const PURPOSE = "webhook-signing-secrets";
const UNREADABLE =
  "This webhook's signing secret can't be read with the server's current secret (was AUTH_SECRET changed?): delete the webhook and add it again.";

/** Thrown when a sealed secret cannot be opened with this server's secret. */
export class SealedSecretError extends SealedValueError {
  constructor() {
    super(UNREADABLE);
    this.name = "SealedSecretError";
  }
}

/** The value stored for a new webhook's secret. */
export function sealSecret(secret: string, serverSecret: string): string {
  return seal(secret, serverSecret, PURPOSE);
}

/** The secret a stored value holds; a value stored before sealing (`whsec_...`) is itself. */
export function openSecret(stored: string, serverSecret: string): string {
  if (!isSealed(stored)) return stored;
  try {
    return unseal(stored, serverSecret, PURPOSE, UNREADABLE);
  } catch {
    throw new SealedSecretError();
  }
}
