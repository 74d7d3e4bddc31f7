"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import { toast } from "@/client/toast/use-toast";
import type { Cut } from "@/lib/timeline/cuts";
import type { EditState } from "@/lib/videos/edit/responses";
import { videoPaths } from "./paths";
import { videoEditQuery, videoKeys } from "./queries";

/** While a render runs, the editor looks again this often. */
const RENDER_POLL_MS = 2_000;

/**
 * The owner's edit state (polled while rendering), and Save and Revert. `onApplied` runs after a
 * revert and once a render started here or before finishes (the page's player keeps its source,
 * so callers reload); a failed render says so.
 */
export function useVideoEdit(videoId: number, onApplied: () => void) {
  const queryClient = useQueryClient();
  const state = useQuery({
    ...videoEditQuery(videoId),
    refetchInterval: (q) => (q.state.data?.status === "rendering" ? RENDER_POLL_MS : false),
  });
  const status = state.data?.status;
  const wasRendering = useRef(false);
  useEffect(() => {
    if (status === "rendering") wasRendering.current = true;
    if (wasRendering.current && status === "idle") onApplied();
    if (wasRendering.current && status === "failed") {
      wasRendering.current = false;
      toast({ title: "The edit could not be rendered", variant: "destructive" });
    }
  }, [status, onApplied]);
  const save = useApiMutation({
    mutationFn: (cuts: Cut[]) => apiRequest<EditState>("POST", videoPaths.edit(videoId), { cuts }),
    onSuccess: (next) => queryClient.setQueryData(videoKeys.edit(videoId), next),
    failure: { title: "Edit not saved" },
  });
  // No toast on failure: the editor still shows the edit and its Revert button, to try again.
  const revert = useApiMutation({
    mutationFn: () => apiRequest("POST", videoPaths.editRevert(videoId)),
    onSuccess: onApplied,
    failure: null,
  });
  return { state, save, revert };
}
