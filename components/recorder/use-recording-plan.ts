"use client";

import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/client/auth/use-session";
import { useSubscriptionStatus } from "@/client/resources/billing";
import { planSummaryQuery, workspacePlanQuery } from "@/client/resources/plan";
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

/**
 * What the plan of the workspace being recorded into (`workspaceId`, else the user's personal one)
 * allows the recorder: 720p or 1080p, the longest recording, and whether another video fits.
 */
export function useRecordingPlan(workspaceId: number | undefined): RecordingPlan {
  const signedIn = useSession().status === "authenticated";
  const status = useSubscriptionStatus(signedIn);
  const videos = useQuery({ ...videosQuery(), enabled: signedIn });
  const summary = useQuery({
    ...(workspaceId === undefined ? planSummaryQuery() : workspacePlanQuery(workspaceId)),
    enabled: signedIn,
  });
  const isSubscribed = status.data?.isSubscribed ?? false;
  const count = videos.data?.length ?? 0;
  return {
    // The workspace's plan once known: the server checks the length against the same plan.
    quality: qualityForPlan(summary.data ? summary.data.resolution >= 1080 : isSubscribed),
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
