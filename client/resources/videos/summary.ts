"use client";

import { useQueryClient } from "@tanstack/react-query";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { VideoResponse } from "@/lib/videos/responses";
import { videoPaths } from "./paths";
import { videoKeys } from "./queries";

/** The owner's summary: typed (PATCH) or written anew from the transcript (POST). */
export function useVideoSummary(videoId: number, onSaved?: () => void) {
  const queryClient = useQueryClient();
  const stored = (updated: VideoResponse) => {
    queryClient.setQueryData(videoKeys.video(videoId), updated);
    onSaved?.();
  };
  const save = useApiMutation({
    mutationFn: (summary: string) =>
      apiRequest<VideoResponse>("PATCH", videoPaths.video(videoId), { summary }),
    onSuccess: stored,
    failure: { title: "Summary not saved", fallback: TRY_AGAIN },
  });
  const regenerate = useApiMutation({
    mutationFn: () => apiRequest<VideoResponse>("POST", videoPaths.summary(videoId)),
    retry: false,
    onSuccess: stored,
    failure: { title: "Summary not written", fallback: TRY_AGAIN },
  });
  return { save, regenerate };
}
