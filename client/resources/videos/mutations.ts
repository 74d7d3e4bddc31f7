"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiFetch, apiRequest, throwIfNotOk } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import { clearUploadTrackingForVideo } from "@/client/uploads/tracking";
import { readJson } from "@/client/http/json";
import type { videoResponse, VideoResponse } from "@/lib/videos/responses";
import { videoPaths } from "./paths";
import { libraryLists, videoKeys } from "./queries";

/** DELETE a video, then refresh the lists and drop upload tracking that points to it. */
export function useDeleteVideo(onDeleted?: (videoId: number) => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (videoId: number) => apiRequest("DELETE", videoPaths.video(videoId)),
    onSuccess: (_data, videoId) => {
      clearUploadTrackingForVideo(videoId);
      queryClient.removeQueries({ queryKey: videoKeys.video(videoId), exact: true });
      queryClient.removeQueries({ queryKey: videoKeys.favorite(videoId), exact: true });
      onDeleted?.(videoId);
    },
    success: "Video deleted",
    invalidate: libraryLists,
    failure: { title: "Delete failed", fallback: "Failed to delete the video. Please try again." },
  });
}

/** The owner's edit of a video's fields; `onSaved` runs before the page refresh and the refetches. */
export function useUpdateVideo(videoId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useApiMutation({
    mutationFn: (changes: Record<string, unknown>) =>
      apiRequest<VideoResponse>("PATCH", videoPaths.video(videoId), changes),
    onSuccess: (updated) => {
      if (updated) queryClient.setQueryData(videoKeys.video(videoId), updated);
      onSaved();
      router.refresh();
    },
    invalidate: [videoKeys.video(videoId), ...libraryLists],
    failure: { title: "Update failed" },
  });
}

export type EnhancedField = "title" | "description";

interface EnhanceInput {
  type: EnhancedField;
  text: string;
  /** The other field, which tells the model what the video is about. */
  context: string;
}

/** AI enhancement of a title or description; `onEnhanced` gets a non-empty answer. */
export function useEnhanceText(onEnhanced: (field: EnhancedField, text: string) => void) {
  return useApiMutation({
    mutationFn: (input: EnhanceInput) =>
      apiRequest<{ enhancedText: string }>("POST", videoPaths.enhanceText, input).then(
        (result) => ({ field: input.type, text: result?.enhancedText ?? "" }),
      ),
    onSuccess: ({ field, text }) => {
      if (text) onEnhanced(field, text);
    },
    failure: { title: "Enhancement failed" },
  });
}

/** A frame (`{ time }`) or an uploaded image becomes the thumbnail; `onSaved` closes the dialog. */
export function useSetThumbnail(videoId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useApiMutation({
    mutationFn: async (body: { time: number } | File) => {
      let init: RequestInit;
      if (body instanceof File) {
        const form = new FormData();
        form.append("image", body);
        init = { method: "PUT", body: form };
      } else {
        init = { method: "PUT", body: JSON.stringify(body) };
      }
      const response = await apiFetch(videoPaths.thumbnail(videoId), init);
      await throwIfNotOk(response);
      return readJson<typeof videoResponse>(response);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(videoKeys.video(videoId), updated);
      onSaved();
      router.refresh();
    },
    success: "Thumbnail updated",
    invalidate: libraryLists,
    failure: { title: "Thumbnail not changed" },
  });
}
