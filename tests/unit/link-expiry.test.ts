import { describe, expect, it } from "vitest";
import {
  linkExpiryChange,
  localDay,
  NO_DATE_MESSAGE,
  PAST_DATE_MESSAGE,
} from "@/lib/videos/link-expiry/shared";

const now = new Date(2026, 10, 26, 9, 30);
const current = "2026-12-01T10:00:00.000Z";

describe("linkExpiryChange", () => {
  it("keeps the current state without sending anything", () => {
    expect(linkExpiryChange("keep", { day: "", current, now })).toEqual({
      ok: true,
      change: false,
    });
    expect(linkExpiryChange("never", { day: "", current: null, now })).toEqual({
      ok: true,
      change: false,
    });
  });

  it("removes an expiry with never", () => {
    expect(linkExpiryChange("never", { day: "", current, now })).toEqual({
      ok: true,
      change: true,
      expiresAt: null,
    });
  });

  it.each([
    ["1", 1],
    ["7", 7],
    ["30", 30],
  ] as const)("a preset of %s days counts from now", (choice, days) => {
    const result = linkExpiryChange(choice, { day: "", current: null, now });
    expect(result).toEqual({
      ok: true,
      change: true,
      expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
    });
  });

  it("a picked day ends at its last millisecond, today included", () => {
    const result = linkExpiryChange("date", { day: localDay(now), current: null, now });
    expect(result).toEqual({
      ok: true,
      change: true,
      expiresAt: new Date(2026, 10, 26, 23, 59, 59, 999).toISOString(),
    });
  });

  it("refuses a past day and a missing one with a sentence", () => {
    expect(linkExpiryChange("date", { day: "2026-11-25", current: null, now })).toEqual({
      ok: false,
      message: PAST_DATE_MESSAGE,
    });
    expect(linkExpiryChange("date", { day: "", current: null, now })).toEqual({
      ok: false,
      message: NO_DATE_MESSAGE,
    });
  });
});
