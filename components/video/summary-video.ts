import type { VideoResponse } from "@/lib/videos/responses";

/** What the summary under the player reads of the video. */
export type SummaryVideo = Pick<VideoResponse, "id" | "summary" | "summarySource" | "transcript">;

/** Whether a summary can be worked out from the video's transcript. */
export const hasTranscript = (video: SummaryVideo) =>
  video.transcript !== null && video.transcript !== "[]";
