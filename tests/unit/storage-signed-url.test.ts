import { describe, expect, it } from "vitest";
import { signPath, verifySignedPath } from "@/lib/storage/signed-url";

const secret = "s3cret-for-tests";
const now = new Date("2024-01-01T00:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("signed URLs", () => {
  it("appends expires and a base64url HMAC", () => {
    const signed = signPath("/api/files/videos/1/video.mp4", 300, secret, now);
    expect(signed).toMatch(
      /^\/api\/files\/videos\/1\/video\.mp4\?expires=1704067500&sig=[A-Za-z0-9_-]{43}$/,
    );
    expect(verifySignedPath(signed, secret, now)).toBe(true);
    expect(verifySignedPath(`http://localhost:3000${signed}`, secret, later(299))).toBe(true);
  });

  it("keeps an existing query inside the signature", () => {
    const signed = signPath("/f?download=1", 60, secret, now);
    expect(signed).toMatch(/^\/f\?download=1&expires=\d+&sig=/);
    expect(verifySignedPath(signed, secret, now)).toBe(true);
    expect(verifySignedPath(signed.replace("download=1", "download=0"), secret, now)).toBe(false);
  });

  it("refuses expired links", () => {
    const signed = signPath("/f", 60, secret, now);
    expect(verifySignedPath(signed, secret, later(60))).toBe(false);
    expect(verifySignedPath(signed, secret, later(3600))).toBe(false);
  });

  it("refuses tampering", () => {
    const signed = signPath("/api/files/a", 60, secret, now);
    expect(verifySignedPath(signed.replace("/a?", "/b?"), secret, now)).toBe(false);
    expect(verifySignedPath(signed.replace(/expires=\d+/, "expires=9999999999"), secret, now)).toBe(
      false,
    );
    expect(verifySignedPath(signed.replace(/sig=.*$/, "sig=x"), secret, now)).toBe(false);
    const flipped = signed.endsWith("A") ? "B" : "A";
    expect(verifySignedPath(`${signed.slice(0, -1)}${flipped}`, secret, now)).toBe(false);
    expect(verifySignedPath(signed, "other-secret", now)).toBe(false);
    expect(verifySignedPath(`${signed}&sig=again`, secret, now)).toBe(false);
    expect(verifySignedPath(`${signed}&extra=1`, secret, now)).toBe(false);
  });

  it("refuses links without a signature or expiry", () => {
    expect(verifySignedPath("/api/files/a", secret, now)).toBe(false);
    expect(verifySignedPath("/api/files/a?expires=1704067500", secret, now)).toBe(false);
    expect(verifySignedPath("/api/files/a?sig=abc", secret, now)).toBe(false);
    expect(verifySignedPath("/a?expires=-1&sig=x", secret, now)).toBe(false);
    expect(verifySignedPath("/a", "", now)).toBe(false);
  });

  it("re-signing replaces an old signature", () => {
    const first = signPath("/f", 60, secret, now);
    const again = signPath(first, 120, secret, now);
    expect(again.match(/sig=/g)).toHaveLength(1);
    expect(verifySignedPath(again, secret, later(100))).toBe(true);
  });

  it("refuses absolute URLs to sign", () => {
    expect(() => signPath("https://evil.example/x", 60, secret, now)).toThrow();
  });
});
