"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type { GenerateTranscriptResponse } from "@/lib/ai/transcripts/schemas";
import { videoKeys } from "./videos/queries";

/** The REST paths of transcripts: the only place browser code writes them. */
export const transcriptPaths = {
  generate: (videoId: number) => `/api/videos/${videoId}/generate-transcript`,
};

/** The owner's transcription of a video; the video (which carries the segments) refetches after. */
export function useGenerateTranscript(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<GenerateTranscriptResponse>("POST", transcriptPaths.generate(videoId)),
    // Minutes of work per attempt: never retried behind the user's back.
    retry: false,
    onSuccess: async () => {
      toast({ title: "Transcript generated" });
      await queryClient.invalidateQueries({ queryKey: videoKeys.video(videoId) });
    },
    // The server's reason is shown inline by the button; a video without speech is a result,
    // not a failure, so it gets no red toast.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === "no_speech") return;
      toast({
        title: "Generation failed",
        description: "Failed to generate transcript",
        variant: "destructive",
      });
    },
  });
}
