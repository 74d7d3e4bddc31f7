"use client";

import { useQuery } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useSubscriptionStatus } from "@/client/resources/billing";
import { planSummaryQuery } from "@/client/resources/plan";
import { videosQuery } from "@/client/resources/videos/queries";
import { FREE_VIDEO_LIMIT } from "@/lib/billing/shared";
import { qualityForPlan, type RecordingQuality } from "@/client/recording/quality";

export interface RecordingPlan {
  quality: RecordingQuality;
  /** A free-plan user with FREE_VIDEO_LIMIT videos: Start shows the upgrade toast (the server refuses too). */
  atLimit: boolean;
  /** The longest recording the plan allows, in seconds; null until known (or signed out). */
  maxSeconds: number | null;
  /** "Free", "Pro Monthly", ...: named in the time-left warning. */
  planName: string | null;
  /** The plan is known (Start waits for it, so a Pro recording is never made at 720p). */
  loaded: boolean;
}

/** What the user's plan allows the recorder: 720p or 1080p, and whether another video fits. */
export function useRecordingPlan(): RecordingPlan {
  const signedIn = useSession().status === "authenticated";
  const status = useSubscriptionStatus(signedIn);
  const videos = useQuery({ ...videosQuery(), enabled: signedIn });
  const summary = useQuery({ ...planSummaryQuery(), enabled: signedIn });
  const isSubscribed = status.data?.isSubscribed ?? false;
  const count = videos.data?.length ?? 0;
  return {
    quality: qualityForPlan(isSubscribed),
    atLimit:
      signedIn &&
      status.isSuccess &&
      videos.isSuccess &&
      !isSubscribed &&
      count >= FREE_VIDEO_LIMIT,
    maxSeconds: summary.data?.maxRecordingSeconds ?? null,
    planName: summary.data?.planName ?? null,
    loaded: !signedIn || (!status.isPending && !summary.isPending),
  };
}
