"use client";

import { useEffect, useState } from "react";
import { useSession } from "next-auth/react";
import { browserUploaderDeps, isRecordingLive } from "@/lib/recording/browser-deps";
import type { StoredRecording } from "@/lib/recording/part-store";
import { RecordingUploader } from "@/lib/recording/upload-client";
import { RECORDER_TOASTS } from "@/lib/recording/toasts";
import { showRecorderToast } from "./recorder-toasts";
import type { SaveSource } from "./use-save-recording";

/** The newest recording left in IndexedDB by a reload or crash (never one another tab is recording). */
async function findLeftover(): Promise<StoredRecording | null> {
  const store = browserUploaderDeps().store;
  if (!store) return null;
  const recordings = await store.listRecordings();
  const candidates: StoredRecording[] = [];
  for (const recording of recordings) {
    if (await isRecordingLive(recording.id)) continue;
    // Nothing recorded (a part being gathered counts: it is stored with every chunk).
    if (recording.partCount === 0 && recording.durationMs === 0) {
      await RecordingUploader.discard(recording, browserUploaderDeps());
      continue;
    }
    candidates.push(recording);
  }
  return candidates.sort((a, b) => b.updatedAt - a.updatedAt)[0] ?? null;
}

/** 'Recover your unsaved recording?': the leftover, and Recover (to the Save dialog) or Discard. */
export function useRecovery() {
  const { status } = useSession();
  const [leftover, setLeftover] = useState<StoredRecording | null>(null);
  const [source, setSource] = useState<SaveSource | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    findLeftover()
      .then((found) => !cancelled && setLeftover(found))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [status]);

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
      setLeftover(null);
      setBusy(false);
      return showRecorderToast(RECORDER_TOASTS.noRecording);
    }
    setSource({ uploader, blob: null, durationMs: leftover.durationMs, thumbnail: null });
    setLeftover(null);
    setBusy(false);
  };

  const discard = async () => {
    const recording = leftover;
    setLeftover(null);
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
