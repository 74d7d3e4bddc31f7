import { describe, expect, it } from "vitest";
import { freeTierBannerText, showFreeTierBanner } from "@/lib/billing/shared";

describe("freeTierBannerText", () => {
  it("counts down below the limit, 'recording(s)' for every count", () => {
    expect(freeTierBannerText(0)).toEqual({
      title: "Free tier: 0 of 4 videos created",
      message: "You can create 4 more free recording(s). Upgrade for unlimited access!",
    });
    expect(freeTierBannerText(1).message).toBe(
      "You can create 3 more free recording(s). Upgrade for unlimited access!",
    );
    expect(freeTierBannerText(3)).toEqual({
      title: "Free tier: 3 of 4 videos created",
      message: "You can create 1 more free recording(s). Upgrade for unlimited access!",
    });
  });

  it("says the limit is reached at 4 or more", () => {
    const reached =
      "You've reached your free tier limit. Upgrade now to create unlimited recordings!";
    expect(freeTierBannerText(4)).toEqual({
      title: "Free tier: 4 of 4 videos created",
      message: reached,
    });
    expect(freeTierBannerText(7)).toEqual({
      title: "Free tier: 7 of 4 videos created",
      message: reached,
    });
  });
});

describe("showFreeTierBanner", () => {
  it("shows only to signed-in users without a subscription who have at least one video", () => {
    expect(showFreeTierBanner({ signedIn: true, isSubscribed: false, videoCount: 1 })).toBe(true);
    expect(showFreeTierBanner({ signedIn: true, isSubscribed: false, videoCount: 0 })).toBe(false);
    expect(showFreeTierBanner({ signedIn: true, isSubscribed: true, videoCount: 4 })).toBe(false);
    expect(showFreeTierBanner({ signedIn: false, isSubscribed: false, videoCount: 2 })).toBe(false);
  });
});
