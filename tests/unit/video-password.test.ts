import { describe, expect, it } from "vitest";
import {
  hashPassword,
  signUnlock,
  UNLOCK_TTL_SECONDS,
  unlockCookieName,
  verifyPassword,
  verifyUnlock,
} from "@/lib/access/rules/password";
import { unlockCookieHeader, unlockFromCookies } from "@/lib/access/rules/cookies";

const SECRET = "test-secret";
const claim = { videoId: 4011936229531815, passwordVersion: 2 };

describe("video passwords", () => {
  it("stores a salted scrypt hash, never the password, and verifies it", async () => {
    const stored = await hashPassword("open sesame");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain("open sesame");
    expect(await hashPassword("open sesame")).not.toBe(stored);
    expect(await verifyPassword("open sesame", stored)).toBe(true);
    expect(await verifyPassword("open sesamE", stored)).toBe(false);
    expect(await verifyPassword("open sesame", "plain")).toBe(false);
  });
});

describe("unlock cookies", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("unlocks the same video at the same password version for at least 24 hours", () => {
    const value = signUnlock(SECRET, claim, now);
    expect(UNLOCK_TTL_SECONDS).toBeGreaterThanOrEqual(24 * 60 * 60);
    expect(verifyUnlock(SECRET, claim, value, now)).toBe(true);
    const later = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(verifyUnlock(SECRET, claim, value, later)).toBe(true);
    const expired = new Date(now.getTime() + UNLOCK_TTL_SECONDS * 1000);
    expect(verifyUnlock(SECRET, claim, value, expired)).toBe(false);
  });

  it("is void for another video, a changed password, another secret or a forged value", () => {
    const value = signUnlock(SECRET, claim, now);
    expect(verifyUnlock(SECRET, { ...claim, videoId: 1 }, value, now)).toBe(false);
    expect(verifyUnlock(SECRET, { ...claim, passwordVersion: 3 }, value, now)).toBe(false);
    expect(verifyUnlock("other-secret", claim, value, now)).toBe(false);
    const [version, expires] = value.split(".");
    expect(verifyUnlock(SECRET, claim, `${version}.${Number(expires) + 60}.x`, now)).toBe(false);
    expect(verifyUnlock(SECRET, claim, undefined, now)).toBe(false);
    expect(unlockCookieName(claim.videoId)).toBe("demoreel_unlock_4011936229531815");
  });
});

describe("the unlock cookie header", () => {
  it("is httpOnly on Path=/, SameSite=None; Secure; Partitioned over https, Lax over http", () => {
    const https = unlockCookieHeader(7, "2.123.mac", true).split("; ");
    expect(https).toEqual([
      "demoreel_unlock_7=2.123.mac",
      "Path=/",
      `Max-Age=${UNLOCK_TTL_SECONDS}`,
      "HttpOnly",
      "Secure",
      "SameSite=None",
      "Partitioned",
    ]);
    const http = unlockCookieHeader(7, "2.123.mac", false).split("; ");
    expect(http).toContain("SameSite=Lax");
    expect(http).not.toContain("Secure");
  });

  it("is read back from a Cookie header for its own video only", () => {
    const header = "a=1; demoreel_unlock_7=2.123.mac; demoreel_unlock_8=x";
    expect(unlockFromCookies(header, 7)).toBe("2.123.mac");
    expect(unlockFromCookies(header, 9)).toBeUndefined();
    expect(unlockFromCookies(null, 7)).toBeUndefined();
  });

  it("treats a malformed one as absent, and still finds a well-formed one after it", () => {
    expect(unlockFromCookies("demoreel_unlock_7=%", 7)).toBeUndefined();
    expect(unlockFromCookies("demoreel_unlock_7=%E0%A4%A", 7)).toBeUndefined();
    expect(unlockFromCookies("demoreel_unlock_7=%; demoreel_unlock_7=2.123.mac", 7)).toBe(
      "2.123.mac",
    );
  });
});
