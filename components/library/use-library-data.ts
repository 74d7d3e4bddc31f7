"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useSubscriptionStatus } from "@/client/resources/billing";
import {
  favoriteVideosQuery,
  recentVideosQuery,
  videoKeys,
  videosQuery,
} from "@/client/resources/videos/queries";
import { dashboardPollInterval, statusBannerItems } from "@/client/uploads/tracking";
import { useUploadTrackingSync } from "./use-upload-tracking-sync";
import { useUploadTrackingState } from "./use-upload-tracking-state";

/** The dashboard's lists, polled while uploads are awaited or videos process. */
export function useLibraryData(signedIn: boolean) {
  const queryClient = useQueryClient();
  const { tracking, now } = useUploadTrackingState();

  const videosList = useQuery({
    ...videosQuery(),
    refetchInterval: (query) => dashboardPollInterval(tracking, query.state.data ?? [], now),
  });
  const videos = videosList.data;
  const pollInterval = dashboardPollInterval(tracking, videos ?? [], now);
  const recentQuery = useQuery({
    ...recentVideosQuery(),
    refetchInterval: pollInterval,
  });
  const favoritesQuery = useQuery({
    ...favoriteVideosQuery(),
    enabled: signedIn,
    refetchInterval: pollInterval,
  });
  // 401 when signed out reads as "not subscribed".
  const subscriptionQuery = useSubscriptionStatus(signedIn);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: videoKeys.list });
    void queryClient.invalidateQueries({ queryKey: videoKeys.recent });
    if (signedIn) void queryClient.invalidateQueries({ queryKey: videoKeys.favorites });
  }, [queryClient, signedIn]);

  useUploadTrackingSync({ tracking, now, videos, refresh });

  const bannerItems = useMemo(
    () => statusBannerItems(tracking, videos ?? [], now),
    [tracking, videos, now],
  );
  const favoriteIds = useMemo(
    () => new Set((favoritesQuery.data ?? []).map((video) => video.id)),
    [favoritesQuery.data],
  );

  return {
    videosQuery: videosList,
    recentQuery,
    favoritesQuery,
    isSubscribed: subscriptionQuery.data?.isSubscribed ?? false,
    subscriptionLoaded: !signedIn || subscriptionQuery.isSuccess || subscriptionQuery.isError,
    bannerItems,
    favoriteIds,
  };
}
