import { describe, expect, it } from "vitest";
import { newWebhookSecret } from "@/lib/webhooks/event-id";
import { openSecret, sealSecret, SealedSecretError } from "@/lib/webhooks/secret-box";

const SERVER = "server-secret-of-at-least-thirty-two-characters";

describe("webhook signing secrets at rest", () => {
  it("are stored sealed and opened back to the same secret", () => {
    const secret = newWebhookSecret();
    const stored = sealSecret(secret, SERVER);
    expect(stored).toMatch(/^sealed:v1:/);
    expect(stored).not.toContain(secret.slice("whsec_".length, 20));
    expect(openSecret(stored, SERVER)).toBe(secret);
    // A fresh nonce each time: two seals of one secret differ.
    expect(sealSecret(secret, SERVER)).not.toBe(stored);
  });

  it("can't be opened with another server secret, or once tampered with", () => {
    const stored = sealSecret(newWebhookSecret(), SERVER);
    expect(() => openSecret(stored, "another-server-secret")).toThrow(SealedSecretError);
    const flipped = stored.slice(0, -2) + (stored.endsWith("A") ? "BB" : "AA");
    expect(() => openSecret(flipped, SERVER)).toThrow(SealedSecretError);
  });

  it("takes a secret stored before sealing as it is", () => {
    const secret = newWebhookSecret();
    expect(openSecret(secret, SERVER)).toBe(secret);
  });
});
