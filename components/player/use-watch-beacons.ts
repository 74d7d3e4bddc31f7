"use client";

import { useEffect, type RefObject } from "react";
import { getAnonymousId } from "@/client/http/anonymous-id";
import { BEACON_INTERVAL_MS, VIEW_AFTER_PLAYED_SECONDS } from "@/lib/audience/shared";
import { playedEnoughMain } from "./played-enough";
import { watchBeaconsMain } from "./watch-beacons";

/** Sends the player's watch beacons to `endpoint` while mounted; none without an endpoint. */
export function useWatchBeacons(
  videoRef: RefObject<HTMLVideoElement | null>,
  endpoint: string | undefined,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !endpoint) return;
    // A session cookie wins over X-User-ID on the server, so sending both is harmless.
    const anonymousId = getAnonymousId();
    const headers: Record<string, string> = anonymousId ? { "X-User-ID": anonymousId } : {};
    return watchBeaconsMain(video, endpoint, headers, BEACON_INTERVAL_MS);
  }, [videoRef, endpoint]);
}

/** Calls `onEnough` once the player has really played VIEW_AFTER_PLAYED_SECONDS (the view). */
export function usePlayedEnough(
  videoRef: RefObject<HTMLVideoElement | null>,
  onEnough: (() => void) | undefined,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !onEnough) return;
    return playedEnoughMain(video, VIEW_AFTER_PLAYED_SECONDS, onEnough);
  }, [videoRef, onEnough]);
}
