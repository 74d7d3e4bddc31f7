"use client";

import { useEffect, useState } from "react";
import { useSession } from "@/client/auth/use-session";
import {
  browserUploaderDeps,
  isRecordingLive,
  findLeftover,
  type StoredRecording,
  RecordingUploader,
} from "@/client/uploads";
import { RECORDER_TOASTS } from "@/client/recording/toasts";
import { showRecorderToast } from "./recorder-toasts";
import { FIND_LEFTOVER_EVENT } from "./recovery-events";
import type { SaveSource } from "./use-save-recording";

function findOwnLeftover(userId: string): Promise<StoredRecording | null> {
  const deps = browserUploaderDeps();
  return findLeftover(userId, {
    store: deps.store,
    isLive: isRecordingLive,
    discard: (recording) => RecordingUploader.discard(recording, deps),
  });
}

/** 'Recover your unsaved recording?': the leftover, and Recover (to the Save dialog) or Discard. */
export function useRecovery() {
  const { data: session } = useSession();
  const userId = session?.user?.id;
  const [found, setFound] = useState<StoredRecording | null>(null);
  // Another account signing in on this browser never sees the previous one's recording.
  const leftover = found && found.userId === userId ? found : null;
  const [source, setSource] = useState<SaveSource | null>(null);
  const [busy, setBusy] = useState(false);

  // On every page load of a signed-in user (and when they sign in: a leftover of a session that
  // expired waits for them), and again when an error page asks.
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const look = () =>
      void findOwnLeftover(userId)
        .then((recording) => !cancelled && setFound(recording))
        .catch(() => undefined);
    look();
    window.addEventListener(FIND_LEFTOVER_EVENT, look);
    return () => {
      cancelled = true;
      window.removeEventListener(FIND_LEFTOVER_EVENT, look);
    };
  }, [userId]);

  const recover = async () => {
    if (!leftover) return;
    setBusy(true);
    let uploader: RecordingUploader;
    try {
      uploader = await RecordingUploader.restore(leftover, browserUploaderDeps());
    } catch {
      // The server could not be asked (offline?): the leftover stays, to recover later.
      setBusy(false);
      return showRecorderToast(RECORDER_TOASTS.saveFailed);
    }
    if (uploader.partCount === 0) {
      // Neither this browser nor the server kept any of it.
      await uploader.abort();
      setFound(null);
      setBusy(false);
      return showRecorderToast(RECORDER_TOASTS.noRecording);
    }
    setSource({ uploader, blob: null, durationMs: leftover.durationMs, thumbnail: null });
    setFound(null);
    setBusy(false);
  };

  const discard = async () => {
    const recording = leftover;
    setFound(null);
    if (recording) await RecordingUploader.discard(recording, browserUploaderDeps());
  };

  const discardRecovered = () => {
    void source?.uploader.abort();
    setSource(null);
  };

  return {
    leftover,
    source,
    busy,
    recover,
    discard,
    discardRecovered,
    done: () => setSource(null),
  };
}
