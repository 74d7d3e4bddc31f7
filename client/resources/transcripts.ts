"use client";

import { ApiRequestError } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { GenerateTranscriptResponse } from "@/lib/ai/transcripts/responses";
import { videoKeys } from "./videos/queries";

/** The REST paths of transcripts: the only place browser code writes them. */
export const transcriptPaths = {
  generate: (videoId: number) => `/api/videos/${videoId}/generate-transcript`,
};

/** The owner's transcription of a video; the video (which carries the segments) refetches after. */
export function useGenerateTranscript(videoId: number) {
  return useApiMutation({
    mutationFn: () =>
      apiRequest<GenerateTranscriptResponse>("POST", transcriptPaths.generate(videoId)),
    // Minutes of work per attempt: never retried behind the user's back.
    retry: false,
    success: "Transcript generated",
    invalidate: [videoKeys.video(videoId)],
    // The server's reason is shown inline by the button; a video without speech is a result,
    // not a failure, so it gets no red toast.
    failure: (error) =>
      error instanceof ApiRequestError && error.code === "no_speech"
        ? null
        : { title: "Generation failed", fallback: "Failed to generate transcript" },
  });
}
