"use client";

import { MutationObserver, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "@/client/http/fetch";
import { apiMutationOptions, useApiMutation, type ApiMutation } from "@/client/http/mutation";
import type { VideoResponse } from "@/lib/videos/responses";
import { videoPaths } from "./paths";
import { libraryLists, videoKeys } from "./queries";

export type PrivacyVideo = Pick<VideoResponse, "id" | "isPrivate">;

interface PrivacyChange {
  asked: PrivacyVideo;
  isPrivate: boolean;
}

/**
 * The privacy write: PATCHes `isPrivate`, then puts the answer in the video's cache and the three
 * lists at once and refetches them, so every copy on screen shows the new state.
 */
function privacyWrite(
  queryClient: QueryClient,
  onAnswer?: (change: PrivacyChange) => void,
): ApiMutation<VideoResponse, PrivacyChange> {
  return {
    mutationFn: ({ asked, isPrivate }) =>
      apiRequest<VideoResponse>("PATCH", videoPaths.video(asked.id), { isPrivate }),
    onSuccess: (updated, { asked }) => {
      onAnswer?.({ asked, isPrivate: updated.isPrivate });
      queryClient.setQueryData(videoKeys.video(updated.id), updated);
      for (const key of [videoKeys.list, videoKeys.recent, videoKeys.favorites]) {
        queryClient.setQueryData<VideoResponse[]>(key, (list) =>
          list?.map((item) => (item.id === updated.id ? updated : item)),
        );
      }
    },
    invalidate: (updated) => [videoKeys.video(updated.id), ...libraryLists],
    failure: { title: "Update failed", fallback: "Failed to update the video. Please try again." },
  };
}

/**
 * The owner's one-click privacy switch. Returns the privacy to show: the answer wins over the very
 * copy it was asked for (a dialog may hold a snapshot), and any other copy the caller hands over
 * later is taken as it is.
 */
export function useVideoPrivacy(video: PrivacyVideo | null) {
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState<PrivacyChange | null>(null);
  const mutation = useApiMutation(privacyWrite(queryClient, setAnswered));

  const isPrivate =
    video && answered?.asked === video ? answered.isPrivate : (video?.isPrivate ?? false);
  const setPrivate = (next: boolean) => {
    if (video) mutation.mutate({ asked: video, isPrivate: next });
  };
  return { isPrivate, setPrivate, pending: mutation.isPending };
}

/**
 * The same write from outside React (a toast's button outlives the component that raised it).
 * Resolves to the updated video, or null when it failed (the failure has its toast already).
 */
export async function makeVideoShareable(
  queryClient: QueryClient,
  video: PrivacyVideo,
): Promise<VideoResponse | null> {
  const observer = new MutationObserver(
    queryClient,
    apiMutationOptions(queryClient, privacyWrite(queryClient)),
  );
  try {
    return await observer.mutate({ asked: video, isPrivate: false });
  } catch {
    return null;
  } finally {
    observer.reset();
  }
}

/** Whether the video is private, by the freshest copy: the cache's, else the one at hand. */
export function isPrivateNow(queryClient: QueryClient, video: PrivacyVideo): boolean {
  return (
    queryClient.getQueryData<VideoResponse>(videoKeys.video(video.id))?.isPrivate ?? video.isPrivate
  );
}
