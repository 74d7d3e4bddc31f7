import { describe, expect, it } from "vitest";
import { expiresAtFor, isTokenExpired } from "@/lib/auth/tokens/shared";

describe("API token expiry choices", () => {
  const now = new Date("2026-01-01T00:00:00.000Z");

  it("turns a choice into the expiresAt the API takes", () => {
    expect(expiresAtFor("never", now)).toBeNull();
    expect(expiresAtFor("7", now)).toBe("2026-01-08T00:00:00.000Z");
    expect(expiresAtFor("365", now)).toBe("2027-01-01T00:00:00.000Z");
  });

  it("says whether a listed token has expired", () => {
    expect(isTokenExpired({ expiresAt: null }, now)).toBe(false);
    expect(isTokenExpired({ expiresAt: "2025-12-31T23:59:59.000Z" }, now)).toBe(true);
    expect(isTokenExpired({ expiresAt: "2026-01-02T00:00:00.000Z" }, now)).toBe(false);
  });
});
