"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/api/fetch";
import { queryKeys } from "@/client/api/query-keys";
import { videoEditPath } from "@/client/api/video-paths";
import type { Cut } from "@/lib/timeline/cuts";
import type { EditState } from "@/lib/videos/edit/request";

/** While a render runs, the editor looks again this often. */
const RENDER_POLL_MS = 2_000;

/** The owner's edit state (polled while rendering), and Save and Revert. */
export function useVideoEdit(videoId: number, onApplied: () => void) {
  const queryClient = useQueryClient();
  const key = queryKeys.videoEdit(videoId);
  const state = useQuery<EditState>({
    queryKey: key,
    refetchInterval: (q) => (q.state.data?.status === "rendering" ? RENDER_POLL_MS : false),
  });
  const save = useMutation({
    mutationFn: (cuts: Cut[]) => apiRequest<EditState>("POST", videoEditPath(videoId), { cuts }),
    onSuccess: (next) => queryClient.setQueryData(key, next),
  });
  const revert = useMutation({
    mutationFn: () => apiRequest("POST", `${videoEditPath(videoId)}/revert`),
    onSuccess: onApplied,
  });
  return { state, save, revert };
}
