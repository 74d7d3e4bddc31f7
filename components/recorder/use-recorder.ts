"use client";

import { useCallback, useEffect, useReducer, useRef, type RefObject } from "react";
import { useSession } from "@/client/auth/use-session";
import { useRecordingState } from "@/components/recorder/recording-state";
import { browserUploaderDeps, RecordingUploader } from "@/client/uploads";
import { startAudioContext } from "@/client/recording/audio-context";
import { SCREEN_CAMERA_SIZE } from "@/client/recording/constants";
import { browserMimeType } from "@/client/recording/media-formats";
import { MediaSession, StartRecordingError } from "@/client/recording/media-session";
import type { RecorderPreferences } from "@/client/recording/preferences";
import { QUALITY_BOX } from "@/client/recording/quality";
import { canApply } from "@/client/recording/state";
import { thumbnailAtStop } from "@/client/recording/thumbnail";
import {
  RECORDER_TOASTS,
  settingChangedToast,
  startFailedToast,
  type RecorderToast,
} from "@/client/recording/toasts";

import {
  showRecorderToast,
  showStopFailure,
  showUpgradeToast,
  showUploadStartFailure,
} from "./recorder-toasts";
import { IDLE_RECORDER, recorderReducer } from "./recorder-reducer";
import { recordIntoUploader } from "./record-into-uploader";
import type { LookChoice } from "./recorder-types";
import { useCameraLook, useElapsedWhileRecording } from "./use-recording-media";
import { CountdownCancelled, useCountdown } from "./use-countdown";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";
import { useFloatingWindow } from "./use-floating-window";
import { useMediaDevices } from "./use-media-devices";
import { usePreviewStreams } from "./use-preview-streams";
import { useRecorderPreferences } from "./use-recorder-preferences";
import { usePlanLengthLimit } from "./use-plan-length-limit";
import { useRecordingPlan } from "./use-recording-plan";

/** The recorder's state and actions (docs/product/routes-and-screens.md#recorder-states). */
export function useRecorder(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const { data: session } = useSession();
  const userId = session?.user?.id;
  const workspaceId = useWorkspaces().current?.id;
  const { setIsRecording } = useRecordingState();
  const plan = useRecordingPlan(workspaceId);
  const [preferences, setPreferences] = useRecorderPreferences();
  const { mode, audio, camera } = preferences;
  const [snapshot, dispatch] = useReducer(recorderReducer, IDLE_RECORDER);
  const { state, starting, elapsedMs, finished, recordedFrom, uploader: liveUploader } = snapshot;
  const {
    countdown,
    run: runCountdown,
    skip: skipCountdown,
    clear: clearCountdown,
  } = useCountdown(preferences.countdown);
  const media = useRef<MediaSession | null>(null);
  const uploader = useRef<RecordingUploader | null>(null);
  /** The thumbnail frame, taken while recording once it is in the chunks (see thumbnailAtStop). */
  const earlyThumbnail = useRef<Promise<Blob | null> | null>(null);
  /** Bumped by reset(): a start() still awaiting sees it and gives up. */
  const generation = useRef(0);
  /** The state as the last render saw it, for the guards of callbacks that outlive a render. */
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const devices = useMediaDevices();
  const cameraMode = mode !== "screen-only";
  const preview = usePreviewStreams(
    {
      camera: cameraMode && (camera || mode === "camera-only"),
      cameraId: preferences.cameraId,
      cameraSize: mode === "camera-only" ? QUALITY_BOX[plan.quality] : SCREEN_CAMERA_SIZE,
      microphone: audio,
      microphoneId: preferences.microphoneId,
      voiceProcessing: preferences.voiceProcessing,
    },
    devices.refresh,
  );

  const look = useCameraLook(preferences);
  useEffect(() => {
    if (media.current) media.current.look = look;
  }, [look]);

  const reset = useCallback(() => {
    generation.current += 1;
    clearCountdown();
    media.current?.dispose();
    media.current = null;
    uploader.current = null;
    dispatch({ type: "discard" });
    setIsRecording(false);
  }, [clearCountdown, setIsRecording]);

  /** Stops and opens Save; `notice` replaces the usual "stopping" toast (one toast shows at a time). */
  const stop = useCallback(
    async (notice: RecorderToast = RECORDER_TOASTS.stopping) => {
      const session = media.current;
      const up = uploader.current;
      if (!session || !up || !canApply(stateRef.current, "stop")) return;
      // Stopping takes a moment: a second stop meanwhile (the screen share ending) is refused.
      stateRef.current = "stopped";
      showRecorderToast(notice);
      let result: Awaited<ReturnType<MediaSession["stop"]>>;
      try {
        result = await session.stop();
      } catch (error) {
        showStopFailure(error);
        void up.abort();
        return reset();
      }
      session.dispose();
      media.current = null;
      setIsRecording(false);
      if (result.bytes === 0) {
        showRecorderToast(RECORDER_TOASTS.noData);
        void up.abort();
        return reset();
      }
      up.finish(result.durationMs);
      const thumbnail = thumbnailAtStop(
        earlyThumbnail.current,
        result.blob,
        result.durationMs / 1000,
      );
      earlyThumbnail.current = null;
      dispatch({ type: "stop", finished: { ...result, uploader: up, thumbnail } });
    },
    [reset, setIsRecording],
  );

  // The floating window lives as long as the recording (countdown included).
  const live = state === "recording" || state === "paused" || recordedFrom !== null;
  const { floating, floatingSupported, popOut, closeFloating } = useFloatingWindow(
    live && state !== "stopped",
  );

  const stopRef = useRef(stop);
  useEffect(() => {
    stopRef.current = stop;
  }, [stop]);

  const start = useCallback(async () => {
    if (!userId) return showRecorderToast(RECORDER_TOASTS.signInRequired);
    if (plan.atLimit) return showUpgradeToast();
    if (!plan.loaded) return;
    const canvas = canvasRef.current;
    if (stateRef.current !== "idle" || starting || !canvas) return;
    const run = generation.current;
    dispatch({ type: "starting" });
    const mimeType = browserMimeType();
    let session: MediaSession;
    try {
      session = await MediaSession.open({
        mode,
        audio,
        camera,
        devices: preferences,
        preview,
        quality: plan.quality,
        look,
        canvas,
        mimeType,
        // Made in the click itself, before any await: after the countdown Firefox keeps it silent.
        audioContext: audio ? startAudioContext() : null,
        warn: showRecorderToast,
        onScreenEnded: () => void stopRef.current(),
        onError: () => {
          showRecorderToast(RECORDER_TOASTS.duringRecording);
          void stopRef.current();
        },
      });
    } catch (error) {
      dispatch({ type: "start-failed" });
      const toast =
        error instanceof StartRecordingError ? error.toast : startFailedToast(undefined);
      return showRecorderToast(toast);
    }
    if (generation.current !== run) return session.dispose();
    media.current = session;
    // Right after the screen picker, while the click still counts as a user activation.
    void popOut();
    const { width, height } = canvas;
    dispatch({ type: "opened", recordedFrom: { width, height, ...session.trackLabels } });
    let up: RecordingUploader;
    try {
      await runCountdown(() => generation.current === run);
      // Uploading starts when the countdown ends.
      up = await RecordingUploader.start({
        mimeType,
        mode,
        userId,
        workspaceId,
        deps: browserUploaderDeps(),
      });
    } catch (error) {
      dispatch({ type: "start-failed" });
      if (error instanceof CountdownCancelled) return;
      reset();
      return showUploadStartFailure(error);
    }
    if (generation.current !== run) return void up.abort();
    recordIntoUploader(session, up, earlyThumbnail);
    uploader.current = up;
    dispatch({ type: "start", uploader: up });
    setIsRecording(true);
  }, [
    userId,
    workspaceId,
    plan,
    starting,
    mode,
    audio,
    camera,
    preferences,
    preview,
    look,
    runCountdown,
    popOut,
    reset,
    setIsRecording,
    canvasRef,
  ]);

  const pause = useCallback(() => {
    if (!canApply(stateRef.current, "pause")) return;
    media.current?.pause();
    dispatch({ type: "pause" });
  }, []);

  const resume = useCallback(() => {
    if (!canApply(stateRef.current, "resume")) return;
    media.current?.resume();
    dispatch({ type: "resume" });
  }, []);

  /** Discard (or Cancel): the upload session and its parts are deleted, the recorder resets. */
  const discard = useCallback(() => {
    void (finished?.uploader ?? uploader.current)?.abort();
    reset();
  }, [finished, reset]);

  const toggle = (setting: "audio" | "camera") => {
    const next = !(setting === "audio" ? audio : camera);
    setPreferences({ [setting]: next });
    if (state === "recording" || state === "paused")
      showRecorderToast(settingChangedToast(setting, next));
  };

  useElapsedWhileRecording(state, media, dispatch);
  usePlanLengthLimit(state, elapsedMs, plan, stop);

  useEffect(
    () => () => {
      generation.current += 1;
      media.current?.dispose();
      setIsRecording(false);
    },
    [setIsRecording],
  );

  return {
    state,
    starting,
    countdown,
    skipCountdown,
    plan,
    preferences,
    setPreferences,
    devices,
    preview,
    mode,
    setMode: (next: RecorderPreferences["mode"]) => setPreferences({ mode: next }),
    audio,
    camera,
    look,
    setLook: (next: Partial<Pick<RecorderPreferences, LookChoice>>) => setPreferences(next),
    elapsedMs,
    finished,
    liveUploader,
    recordedFrom,
    floating,
    floatingSupported,
    popOut,
    closeFloating,
    start,
    pause,
    resume,
    stop,
    discard,
    toggleAudio: () => toggle("audio"),
    toggleCamera: () => toggle("camera"),
  };
}

export type Recorder = ReturnType<typeof useRecorder>;
