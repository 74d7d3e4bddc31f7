"use client";

import { useEffect } from "react";
import {
  JUST_UPLOADED_DURATION_MS,
  JUST_UPLOADED_REFRESH_MS,
  WAITING_REFRESH_DELAY_MS,
  reconcileUploadTracking,
  updateUploadTracking,
  type TrackedVideo,
  type UploadTracking,
} from "@/client/uploads/tracking";

/**
 * The dashboard side of upload tracking (docs/product/limits-and-constants.md#upload-tracking):
 * reconcile the record with each
 * fetched list, refresh right away and every 3 s for 15 s after `justUploaded`, and once 500 ms
 * after the waiting flag is set.
 */
export function useUploadTrackingSync(options: {
  tracking: UploadTracking;
  now: number;
  videos: readonly TrackedVideo[] | undefined;
  refresh: () => void;
}): void {
  const { tracking, now, videos, refresh } = options;

  useEffect(() => {
    if (!videos) return;
    updateUploadTracking((state) => reconcileUploadTracking(state, videos, Date.now()));
  }, [videos, now]);

  useEffect(() => {
    if (!tracking.justUploaded) return;
    refresh();
    const interval = setInterval(refresh, JUST_UPLOADED_REFRESH_MS);
    const stop = setTimeout(() => {
      clearInterval(interval);
      updateUploadTracking((state) => ({ ...state, justUploaded: false }));
    }, JUST_UPLOADED_DURATION_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(stop);
    };
  }, [tracking.justUploaded, refresh]);

  useEffect(() => {
    if (!tracking.waitingForLastUploaded) return;
    const timeout = setTimeout(refresh, WAITING_REFRESH_DELAY_MS);
    return () => clearTimeout(timeout);
  }, [tracking.waitingForLastUploaded, refresh]);
}
