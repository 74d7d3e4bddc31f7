"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { apiFetch, apiRequest } from "@/client/http/fetch";
import { isProcessingStatus, isTranscriptPending } from "@/lib/videos/shared";
import { recipientQuery } from "@/client/resources/engagement";
import { readJson } from "@/client/http/json";
import type { viewCount } from "@/lib/audience/view-responses";
import type { VideoResponse } from "@/lib/videos/responses";
import { videoPaths } from "./paths";
import { videoKeys, videoQuery } from "./queries";

/**
 * Poll a processing video every 3 s, every second in its first minute
 * (docs/product/limits-and-constants.md#video-processing); after 30 s the owner marks it completed.
 */
export const PROCESSING_POLL_MS = 3_000;
export const STALE_PROCESSING_MS = 30_000;
/**
 * A video saved under a minute ago is polled every second: its maker has just opened the link
 * and waits for the recording's parts to be joined, which takes seconds.
 */
export const FRESH_POLL_MS = 1_000;
const FRESH_FOR_MS = 60_000;

/**
 * Poll a video whose automatic transcript is queued or being made, so the open page shows it
 * once stored. Polling rather than the live-events stream: that stream is the owner's on one
 * plan only, and every viewer of the page should see the transcript land.
 */
export const TRANSCRIPT_POLL_MS = 3_000;

const whileProcessingPoll = (video: VideoResponse): number => {
  const age = Date.now() - new Date(video.createdAt).getTime();
  return age < FRESH_FOR_MS ? FRESH_POLL_MS : PROCESSING_POLL_MS;
};

const processingPoll = (video: VideoResponse | undefined): number | false => {
  if (!video) return false;
  if (!isProcessingStatus(video.processingStatus))
    return isTranscriptPending(video.transcriptStatus) ? TRANSCRIPT_POLL_MS : false;
  return whileProcessingPoll(video);
};

/**
 * A just-uploaded video, followed until its processing ends: the upload's row shows the
 * worker's percentage and the video's thumbnail as soon as they exist.
 */
export function useProcessingVideo(video: VideoResponse | null): VideoResponse | null {
  const query = useQuery({
    ...videoQuery(video?.id ?? 0),
    enabled: video !== null,
    initialData: video ?? undefined,
    refetchInterval: (q) =>
      q.state.data && isProcessingStatus(q.state.data.processingStatus)
        ? whileProcessingPoll(q.state.data)
        : false,
  });
  return video && (query.data ?? video);
}

/** The video, kept fresh while it processes or its transcript is coming (the server's copy seeds the cache). */
export function useVideo(initialVideo: VideoResponse, isOwner: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...videoQuery(initialVideo.id),
    initialData: initialVideo,
    refetchInterval: (q) => processingPoll(q.state.data),
  });
  const video = query.data ?? initialVideo;
  const staleSent = useRef(false);

  useEffect(() => {
    if (!isOwner || staleSent.current || !isProcessingStatus(video.processingStatus)) return;
    // Nothing plays before an unplayable upload's MP4 exists: its processing is never cut short.
    if (!video.originalPlayable) return;
    const age = Date.now() - new Date(video.createdAt).getTime();
    const timer = setTimeout(
      () => {
        staleSent.current = true;
        void apiRequest("PATCH", videoPaths.video(video.id), { processingStatus: "completed" })
          .catch(() => undefined)
          .then(() => queryClient.invalidateQueries({ queryKey: videoKeys.video(video.id) }));
      },
      Math.max(0, STALE_PROCESSING_MS - age),
    );
    return () => clearTimeout(timer);
  }, [
    isOwner,
    video.id,
    video.createdAt,
    video.processingStatus,
    video.originalPlayable,
    queryClient,
  ]);

  return video;
}

/**
 * On page load, POSTs the open (a tracked link's token is exchanged first, so the open is already
 * the recipient's); answers the callback the player calls once real playback passed the view
 * threshold, which POSTs the view, once per page, and shows the count it answers at once.
 */
export function useCountView(videoId: number): () => void {
  const queryClient = useQueryClient();
  const opened = useRef<number | null>(null);
  const viewed = useRef<number | null>(null);
  const claimed = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    if (opened.current === videoId) return;
    opened.current = videoId;
    claimed.current = queryClient.fetchQuery(recipientQuery(videoId)).catch(() => null);
    void claimed.current
      .then(() => apiFetch(videoPaths.open(videoId), { method: "POST" }))
      .catch(() => undefined);
  }, [videoId, queryClient]);
  return useCallback(() => {
    if (viewed.current === videoId) return;
    viewed.current = videoId;
    void (claimed.current ?? Promise.resolve())
      .then(() => apiFetch(videoPaths.view(videoId), { method: "POST" }))
      .then((response) => (response.ok ? readJson<typeof viewCount>(response) : null))
      .then((answer) => {
        const views = answer?.views;
        if (typeof views !== "number") return;
        queryClient.setQueryData<VideoResponse>(videoKeys.video(videoId), (video) =>
          video ? { ...video, views } : video,
        );
      })
      .catch(() => undefined);
  }, [videoId, queryClient]);
}

/** Unlocks a password-protected video for this browser (the answer sets a cookie). */
export async function unlockVideo(videoId: number, password: string): Promise<void> {
  await apiRequest("POST", videoPaths.unlock(videoId), { password });
}

/** Passes a video's email gate for this browser (the answer sets a cookie). */
export async function identifyViewer(
  videoId: number,
  identity: { email: string; name?: string },
): Promise<void> {
  await apiRequest("POST", videoPaths.viewer(videoId), identity);
}

/** Counts a click on the call to action without holding up the navigation (a beacon survives the page). */
export function countCtaClick(videoId: number, target: "cta" | "badge" = "cta"): void {
  const path = target === "cta" ? videoPaths.ctaClick(videoId) : videoPaths.badgeClick(videoId);
  if (navigator.sendBeacon?.(path)) return;
  void fetch(path, { method: "POST", keepalive: true, credentials: "include" }).catch(
    () => undefined,
  );
}
