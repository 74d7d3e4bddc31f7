"use client";

import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import {
  EMPTY_UPLOAD_TRACKING,
  FRESH_UPLOAD_BANNER_MS,
  parseUploadTracking,
  serializeUploadTracking,
  subscribeUploadTracking,
  uploadTrackingSnapshot,
  type UploadTracking,
} from "@/client/uploads/tracking";

const EMPTY_SNAPSHOT = JSON.stringify(serializeUploadTracking(EMPTY_UPLOAD_TRACKING));
const CLOCK_TICK_MS = 1_000;

function parseSnapshot(snapshot: string): UploadTracking {
  const values = JSON.parse(snapshot) as Record<string, string | null>;
  return parseUploadTracking((key) => values[key] ?? null);
}

/**
 * The upload-tracking record from local storage, live across tabs, and a clock that ticks once a
 * second while something is tracked (so the 60 s / 5 min / 10 min rules are re-evaluated).
 */
export function useUploadTrackingState(): { tracking: UploadTracking; now: number } {
  const snapshot = useSyncExternalStore(
    subscribeUploadTracking,
    () => uploadTrackingSnapshot(),
    () => EMPTY_SNAPSHOT,
  );
  const tracking = useMemo(() => parseSnapshot(snapshot), [snapshot]);
  const [now, setNow] = useState(() => Date.now());

  const freshUpload =
    tracking.lastUploadTime !== null &&
    now - tracking.lastUploadTime < FRESH_UPLOAD_BANNER_MS + CLOCK_TICK_MS;
  const ticking =
    tracking.currentlyUploading ||
    tracking.waitingForLastUploaded ||
    tracking.justUploaded ||
    tracking.processingVideoId !== null ||
    freshUpload;

  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const interval = setInterval(tick, CLOCK_TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [ticking, snapshot]);

  return { tracking, now };
}
