"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { serverMessage } from "@/client/http/errors";
import { apiFetch, apiRequest, throwIfNotOk } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import { clearUploadTrackingForVideo } from "@/client/uploads/tracking";
import type { VideoResponse } from "@/lib/videos/serialize";
import { videoPaths } from "./paths";
import { invalidateLibraryLists, videoKeys } from "./queries";

/** DELETE a video, then refresh the lists and drop upload tracking that points to it. */
export function useDeleteVideo(onDeleted?: (videoId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => apiRequest("DELETE", videoPaths.video(videoId)),
    onSuccess: async (_data, videoId) => {
      clearUploadTrackingForVideo(videoId);
      queryClient.removeQueries({ queryKey: videoKeys.video(videoId), exact: true });
      queryClient.removeQueries({ queryKey: videoKeys.favorite(videoId), exact: true });
      toast({ title: "Video deleted" });
      onDeleted?.(videoId);
      await invalidateLibraryLists(queryClient);
    },
    onError: () => {
      toast({
        title: "Delete failed",
        description: "Failed to delete the video. Please try again.",
        variant: "destructive",
      });
    },
  });
}

/** The owner's edit of a video's fields; `onSaved` runs before the refetches and the page refresh. */
export function useUpdateVideo(videoId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (changes: Record<string, unknown>) =>
      apiRequest<VideoResponse>("PATCH", videoPaths.video(videoId), changes),
    onSuccess: async (updated) => {
      if (updated) queryClient.setQueryData(videoKeys.video(videoId), updated);
      onSaved();
      await queryClient.invalidateQueries({ queryKey: videoKeys.video(videoId) });
      await invalidateLibraryLists(queryClient);
      router.refresh();
    },
    onError: (error) =>
      toast({
        title: "Update failed",
        description: serverMessage(error),
        variant: "destructive",
      }),
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
  return useMutation({
    mutationFn: (input: EnhanceInput) =>
      apiRequest<{ enhancedText: string }>("POST", videoPaths.enhanceText, input).then(
        (result) => ({ field: input.type, text: result?.enhancedText ?? "" }),
      ),
    onSuccess: ({ field, text }) => {
      if (text) onEnhanced(field, text);
    },
    onError: (error) =>
      toast({
        title: "Enhancement failed",
        description: serverMessage(error),
        variant: "destructive",
      }),
  });
}

/** A frame (`{ time }`) or an uploaded image becomes the thumbnail; `onSaved` closes the dialog. */
export function useSetThumbnail(videoId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
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
      return (await response.json()) as VideoResponse;
    },
    onSuccess: async (updated) => {
      queryClient.setQueryData(videoKeys.video(videoId), updated);
      onSaved();
      toast({ title: "Thumbnail updated" });
      await invalidateLibraryLists(queryClient);
      router.refresh();
    },
    onError: (error) =>
      toast({
        title: "Thumbnail not changed",
        description: serverMessage(error),
        variant: "destructive",
      }),
  });
}
