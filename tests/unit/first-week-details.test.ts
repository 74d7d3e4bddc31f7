import { describe, expect, it } from "vitest";
import { signInPitch } from "@/components/auth/sign-in-pitch";
import { noViewersText, nothingWatched } from "@/components/insights/viewer-summary";
import { expiryBadge } from "@/components/library/expiry-badge";
import { operatorEmails } from "@/lib/auth/operators";

describe("the insights' empty viewer list", () => {
  const none = { views: 0, uniqueViewers: 0, watchSeconds: 0, openedNotPlayed: 0 };

  it("says nobody watched only when every figure is zero", () => {
    expect(nothingWatched(none)).toBe(true);
    expect(noViewersText(none)).toBe("No one has watched this video yet.");
  });

  it("agrees with totals that keep erased viewers' watch time", () => {
    const erased = { views: 1, uniqueViewers: 0, watchSeconds: 1, openedNotPlayed: 0 };
    expect(nothingWatched(erased)).toBe(false);
    expect(noViewersText(erased)).toMatch(/^No viewers to list\. .*erased\.$/);
    expect(noViewersText({ ...none, watchSeconds: 0.6 })).not.toMatch(/No one has watched/);
  });

  it("counts openers who did not play", () => {
    expect(noViewersText({ ...none, views: 1, uniqueViewers: 1 })).toBe(
      "1 viewer has opened this video, but no one has played it yet.",
    );
    expect(noViewersText({ ...none, views: 3, uniqueViewers: 2 })).toMatch(/^2 viewers have/);
    // Opened at load and never played: no view counted at all.
    expect(noViewersText({ ...none, openedNotPlayed: 1 })).toBe(
      "1 viewer has opened this video, but no one has played it yet.",
    );
  });
});

describe("the owner's expiry badge", () => {
  const now = Date.parse("2026-12-07T12:00:00Z");

  it("shows nothing without an expiry or with an unreadable one", () => {
    expect(expiryBadge(null, now)).toBeNull();
    expect(expiryBadge("not a date", now)).toBeNull();
  });

  it("says Expired from the moment it passes", () => {
    expect(expiryBadge("2026-12-07T12:00:00Z", now)).toEqual({ kind: "expired" });
    expect(expiryBadge("2026-01-01T00:00:00Z", now)).toEqual({ kind: "expired" });
  });

  it("names the day to come, with the year only when it is not this year", () => {
    expect(expiryBadge("2026-12-14T23:00:00Z", now, "UTC")).toEqual({
      kind: "expires",
      label: "Expires Dec 14",
    });
    // The browser's day, not the server's: 23:00 UTC is already the 15th in Berlin.
    expect(expiryBadge("2026-12-14T23:00:00Z", now, "Europe/Berlin")).toMatchObject({
      label: "Expires Dec 15",
    });
    expect(expiryBadge("2027-01-03T10:00:00Z", now, "UTC")).toMatchObject({
      label: "Expires Jan 3, 2027",
    });
  });
});

describe("the sign-in dialog's pitch", () => {
  it("speaks of commenting when opened from the comments", () => {
    expect(signInPitch("comment").title).toBe("Sign in to comment");
    expect(signInPitch("comment").description).toMatch(/comment/i);
    expect(signInPitch(undefined)).toEqual({
      title: "Sign in to Demoreel",
      description: "Record, share and manage your screen recordings.",
    });
  });
});

describe("OPERATOR_EMAILS", () => {
  it("is a set of trimmed lower-case addresses, empty when unset or blank", () => {
    expect(operatorEmails(undefined).size).toBe(0);
    expect(operatorEmails(" , ").size).toBe(0);
    expect([...operatorEmails(" Ops@Example.test ,b@x.test,")]).toEqual([
      "ops@example.test",
      "b@x.test",
    ]);
  });
});
