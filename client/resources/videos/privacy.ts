"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type { VideoResponse } from "@/lib/videos/serialize";
import { videoPaths } from "./paths";
import { invalidateLibraryLists, videoKeys } from "./queries";

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

  const mutation = useMutation({
    mutationFn: ({ asked, isPrivate }: { asked: PrivacyVideo; isPrivate: boolean }) =>
      apiRequest<VideoResponse>("PATCH", videoPaths.video(asked.id), { isPrivate }),
    onSuccess: async (updated, { asked }) => {
      setAnswered({ asked, isPrivate: updated.isPrivate });
      queryClient.setQueryData(videoKeys.video(updated.id), updated);
      for (const key of [videoKeys.list, videoKeys.recent, videoKeys.favorites]) {
        queryClient.setQueryData<VideoResponse[]>(key, (list) =>
          list?.map((item) => (item.id === updated.id ? updated : item)),
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.video(updated.id) }),
        invalidateLibraryLists(queryClient),
      ]);
    },
    onError: (error) =>
      toast({
        title: "Update failed",
        description: serverMessage(error) ?? "Failed to update the video. Please try again.",
        variant: "destructive",
      }),
  });

  const isPrivate =
    video && answered?.asked === video ? answered.isPrivate : (video?.isPrivate ?? false);
  const setPrivate = (next: boolean) => {
    if (video) mutation.mutate({ asked: video, isPrivate: next });
  };
  return { isPrivate, setPrivate, pending: mutation.isPending };
}
