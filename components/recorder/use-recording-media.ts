"use client";

import { useEffect, useMemo, type Dispatch, type RefObject } from "react";
import type { CameraLook } from "@/client/recording/compositor";
import type { MediaSession } from "@/client/recording/media-session";
import type { RecorderPreferences } from "@/client/recording/preferences";
import type { RecorderState } from "@/client/recording/state";
import type { RecorderAction } from "./recorder-reducer";

/** The camera's look from the preferences (a new object only when one of its choices changes). */
export function useCameraLook(preferences: RecorderPreferences): CameraLook {
  return useMemo<CameraLook>(
    () => ({
      shape: preferences.shape,
      size: preferences.size,
      placement: preferences.placement,
      filter: preferences.filter,
      visible: true,
    }),
    [preferences.shape, preferences.size, preferences.placement, preferences.filter],
  );
}

/** Reads the recorded time four times a second while recording or paused. */
export function useElapsedWhileRecording(
  state: RecorderState,
  media: RefObject<MediaSession | null>,
  dispatch: Dispatch<RecorderAction>,
): void {
  useEffect(() => {
    if (state !== "recording" && state !== "paused") return;
    const timer = setInterval(
      () => dispatch({ type: "elapsed", elapsedMs: media.current?.elapsedMs() ?? 0 }),
      250,
    );
    return () => clearInterval(timer);
  }, [state, media, dispatch]);
}
