"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { VideoResponse } from "@/lib/videos/responses";
import { videoPaths } from "./paths";
import { libraryLists, videoKeys } from "./queries";

type PrivacyVideo = Pick<VideoResponse, "id" | "isPrivate">;

/**
 * The owner's one-click privacy switch: PATCHes `isPrivate`, then puts the answer in the video's
 * cache and the three lists at once and refetches them. Returns the privacy to show: the answer
 * wins over the very copy it was asked for (a dialog may hold a snapshot), and any other copy the
 * caller hands over later is taken as it is.
 */
export function useVideoPrivacy(video: PrivacyVideo | null) {
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState<{ asked: PrivacyVideo; isPrivate: boolean } | null>(
    null,
  );

  const mutation = useApiMutation({
    mutationFn: ({ asked, isPrivate }: { asked: PrivacyVideo; isPrivate: boolean }) =>
      apiRequest<VideoResponse>("PATCH", videoPaths.video(asked.id), { isPrivate }),
    onSuccess: (updated, { asked }) => {
      setAnswered({ asked, isPrivate: updated.isPrivate });
      queryClient.setQueryData(videoKeys.video(updated.id), updated);
      for (const key of [videoKeys.list, videoKeys.recent, videoKeys.favorites]) {
        queryClient.setQueryData<VideoResponse[]>(key, (list) =>
          list?.map((item) => (item.id === updated.id ? updated : item)),
        );
      }
    },
    invalidate: (updated) => [videoKeys.video(updated.id), ...libraryLists],
    failure: { title: "Update failed", fallback: "Failed to update the video. Please try again." },
  });

  const isPrivate =
    video && answered?.asked === video ? answered.isPrivate : (video?.isPrivate ?? false);
  const setPrivate = (next: boolean) => {
    if (video) mutation.mutate({ asked: video, isPrivate: next });
  };
  return { isPrivate, setPrivate, pending: mutation.isPending };
}
