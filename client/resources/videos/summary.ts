"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
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
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: serverMessage(error), variant: "destructive" });
  const save = useMutation({
    mutationFn: (summary: string) =>
      apiRequest<VideoResponse>("PATCH", videoPaths.video(videoId), { summary }),
    onSuccess: stored,
    onError: failed("Summary not saved"),
  });
  const regenerate = useMutation({
    mutationFn: () => apiRequest<VideoResponse>("POST", videoPaths.summary(videoId)),
    retry: false,
    onSuccess: stored,
    onError: failed("Summary not written"),
  });
  return { save, regenerate };
}
