"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useSession } from "next-auth/react";
import { useRecordingState } from "@/components/recorder/recording-state";
import { browserUploaderDeps } from "@/lib/recording/browser-deps";
import type { CameraLook } from "@/lib/recording/compositor";
import { pickMimeType } from "@/lib/recording/media-formats";
import {
  MediaSession,
  ProcessRecordingError,
  StartRecordingError,
} from "@/lib/recording/media-session";
import { canApply, type RecorderState, type RecordingMode } from "@/lib/recording/state";
import { captureThumbnail } from "@/lib/recording/thumbnail";
import { RECORDER_TOASTS, settingChangedToast, startFailedToast } from "@/lib/recording/toasts";
import {
  RecordingUploader,
  UpgradeRequiredError,
  UploadHttpError,
} from "@/lib/recording/upload-client";
import { showRecorderToast, showUpgradeToast } from "./recorder-toasts";

/** A finished recording, waiting in the Save dialog. */
export interface FinishedRecording {
  blob: Blob;
  durationMs: number;
  uploader: RecordingUploader;
  thumbnail: Promise<Blob | null>;
}

/** The recorder's state and actions (SPEC 4 "Recorder"); the media work lives in lib/recording. */
export function useRecorder(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const { data: session } = useSession();
  const userId = session?.user?.id;
  const { setIsRecording } = useRecordingState();
  const [state, setState] = useState<RecorderState>("idle");
  const [starting, setStarting] = useState(false);
  const [mode, setMode] = useState<RecordingMode>("screen-camera");
  const [audio, setAudio] = useState(true);
  const [camera, setCamera] = useState(true);
  const [look, setLookState] = useState<CameraLook>({
    isCircular: true,
    filter: "none",
    visible: true,
  });
  const [elapsedMs, setElapsedMs] = useState(0);
  const [finished, setFinished] = useState<FinishedRecording | null>(null);
  const media = useRef<MediaSession | null>(null);
  const uploader = useRef<RecordingUploader | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const setLook = useCallback((next: Partial<CameraLook>) => {
    setLookState((current) => {
      const look = { ...current, ...next };
      if (media.current) media.current.look = look;
      return look;
    });
  }, []);

  const reset = useCallback(() => {
    media.current?.dispose();
    media.current = null;
    uploader.current = null;
    setFinished(null);
    setElapsedMs(0);
    setState("idle");
    setIsRecording(false);
  }, [setIsRecording]);

  const stop = useCallback(async () => {
    const session = media.current;
    const up = uploader.current;
    if (!session || !up || !canApply(stateRef.current, "stop")) return;
    stateRef.current = "stopped";
    showRecorderToast(RECORDER_TOASTS.stopping);
    let result: { blob: Blob; durationMs: number };
    try {
      result = await session.stop();
    } catch (error) {
      showRecorderToast(
        error instanceof ProcessRecordingError
          ? RECORDER_TOASTS.processFailed
          : RECORDER_TOASTS.stopFailed,
      );
      void up.abort();
      return reset();
    }
    session.dispose();
    media.current = null;
    setIsRecording(false);
    if (result.blob.size === 0) {
      showRecorderToast(RECORDER_TOASTS.noData);
      void up.abort();
      return reset();
    }
    up.finish(result.durationMs);
    const thumbnail = captureThumbnail(result.blob, result.durationMs / 1000);
    setElapsedMs(result.durationMs);
    setFinished({ ...result, uploader: up, thumbnail });
    setState("stopped");
  }, [reset, setIsRecording]);

  const stopRef = useRef(stop);
  useEffect(() => {
    stopRef.current = stop;
  }, [stop]);

  const start = useCallback(async () => {
    if (!userId) return showRecorderToast(RECORDER_TOASTS.signInRequired);
    const canvas = canvasRef.current;
    if (stateRef.current !== "idle" || starting || !canvas) return;
    setStarting(true);
    const mimeType =
      typeof MediaRecorder === "undefined"
        ? ""
        : pickMimeType((t) => MediaRecorder.isTypeSupported(t));
    let up: RecordingUploader;
    try {
      up = await RecordingUploader.start({
        mimeType,
        mode,
        userId,
        deps: browserUploaderDeps(),
      });
    } catch (error) {
      setStarting(false);
      if (error instanceof UpgradeRequiredError) return showUpgradeToast();
      if (error instanceof UploadHttpError && error.status === 401) {
        return showRecorderToast(RECORDER_TOASTS.signInRequired);
      }
      return showRecorderToast(
        startFailedToast(error instanceof Error ? error.message : undefined),
      );
    }
    try {
      media.current = await MediaSession.start({
        mode,
        audio,
        camera,
        look,
        canvas,
        mimeType,
        warn: showRecorderToast,
        onScreenEnded: () => void stopRef.current(),
        onChunk: (chunk, ms) => up.addChunk(chunk, ms),
        onError: () => {
          showRecorderToast(RECORDER_TOASTS.duringRecording);
          void stopRef.current();
        },
      });
    } catch (error) {
      setStarting(false);
      void up.abort();
      const toast =
        error instanceof StartRecordingError ? error.toast : startFailedToast(undefined);
      return showRecorderToast(toast);
    }
    uploader.current = up;
    setStarting(false);
    setState("recording");
    setIsRecording(true);
  }, [userId, starting, mode, audio, camera, look, setIsRecording, canvasRef]);

  const pause = useCallback(() => {
    if (!canApply(stateRef.current, "pause")) return;
    media.current?.pause();
    setState("paused");
  }, []);

  const resume = useCallback(() => {
    if (!canApply(stateRef.current, "resume")) return;
    media.current?.resume();
    setState("recording");
  }, []);

  /** Discard (or Cancel): the upload session and its parts are deleted, the recorder resets. */
  const discard = useCallback(() => {
    void (finished?.uploader ?? uploader.current)?.abort();
    reset();
  }, [finished, reset]);

  const toggle = (setting: "audio" | "camera") => {
    const next = !(setting === "audio" ? audio : camera);
    (setting === "audio" ? setAudio : setCamera)(next);
    if (state === "recording" || state === "paused")
      showRecorderToast(settingChangedToast(setting, next));
  };

  useEffect(() => {
    if (state !== "recording" && state !== "paused") return;
    const timer = setInterval(() => setElapsedMs(media.current?.elapsedMs() ?? 0), 250);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(
    () => () => {
      media.current?.dispose();
      setIsRecording(false);
    },
    [setIsRecording],
  );

  return {
    state,
    starting,
    mode,
    setMode,
    audio,
    camera,
    look,
    setLook,
    elapsedMs,
    finished,
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
