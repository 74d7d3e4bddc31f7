"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { failureToast } from "@/client/toast/failure-toast";
import type { VideoResponse } from "@/lib/videos/serialize";
import { videoPaths } from "./paths";
import { videoKeys } from "./queries";

/** The owner's summary: typed (PATCH) or written anew from the transcript (POST). */
export function useVideoSummary(videoId: number, onSaved?: () => void) {
  const queryClient = useQueryClient();
  const stored = (updated: VideoResponse) => {
    queryClient.setQueryData(videoKeys.video(videoId), updated);
    onSaved?.();
  };
  const save = useMutation({
    mutationFn: (summary: string) =>
      apiRequest<VideoResponse>("PATCH", videoPaths.video(videoId), { summary }),
    onSuccess: stored,
    onError: failureToast("Summary not saved"),
  });
  const regenerate = useMutation({
    mutationFn: () => apiRequest<VideoResponse>("POST", videoPaths.summary(videoId)),
    retry: false,
    onSuccess: stored,
    onError: failureToast("Summary not written"),
  });
  return { save, regenerate };
}
