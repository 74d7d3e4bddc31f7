import { FREE_VIDEO_LIMIT } from "@/lib/plans";

export interface FreeTierBannerText {
  title: string;
  message: string;
}

/** The dashboard banner's wording (SPEC section 9), "recording(s)" written as the spec writes it. */
export function freeTierBannerText(videoCount: number): FreeTierBannerText {
  const n = Math.max(0, Math.floor(videoCount));
  return {
    title: `Free tier: ${n} of ${FREE_VIDEO_LIMIT} videos created`,
    message:
      n >= FREE_VIDEO_LIMIT
        ? "You've reached your free tier limit. Upgrade now to create unlimited recordings!"
        : `You can create ${FREE_VIDEO_LIMIT - n} more free recording(s). Upgrade for unlimited access!`,
  };
}

/** SPEC section 6: only signed-in users without a subscription who have at least one video see it. */
export function showFreeTierBanner(input: {
  signedIn: boolean;
  isSubscribed: boolean;
  videoCount: number;
}): boolean {
  return input.signedIn && !input.isSubscribed && input.videoCount >= 1;
}
