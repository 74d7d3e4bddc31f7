"use client";

import { useCallback, useState, useSyncExternalStore } from "react";
import type { Visibility } from "@/lib/workspaces/shared";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { videoKeys } from "@/client/resources/videos/queries";
import type { VideoResponse } from "@/lib/videos/responses";
import { LARGE_FILE_BYTES, MIN_RECORDING_BYTES } from "@/client/recording/constants";
import {
  uploadWholeRecording,
  UpgradeRequiredError,
  UploadHttpError,
  type CommitFields,
  type RecordingUploader,
  type UploadProgress,
} from "@/client/uploads";
import { openSignIn } from "@/components/auth/open-sign-in";
import { RECORDER_TOASTS } from "@/client/recording/toasts";
import { markUploadFailed, markUploadFinished, markUploadStarted } from "@/client/uploads/tracking";
import { afterNavigationTo } from "./after-navigation";
import { showRecorderToast, showSavedCopyLinkToast, showUpgradeToast } from "./recorder-toasts";
import { useEarlySessionCheck } from "./use-early-session-check";
import { useUploadConnection } from "./use-upload-connection";

/** What the Save dialog saves: a fresh recording (blob in memory) or a recovered one (parts only). */
export interface SaveSource {
  uploader: RecordingUploader;
  blob: Blob | null;
  durationMs: number;
  thumbnail: Promise<Blob | null> | null;
}

export interface SaveForm {
  title: string;
  description: string;
  isPrivate: boolean;
  /** In a team workspace: who can watch. */
  visibility?: Visibility;
}

const LONG_VIDEO_MS = 5 * 60 * 1000;

const fraction = (p: UploadProgress) =>
  p.totalBytes ? Math.min(1, p.sentBytes / p.totalBytes) : 1;

const signedOut = (error: unknown) => error instanceof UploadHttpError && error.status === 401;

/**
 * Commits the parts (offline: once the network is back, however long that takes); if that path is
 * broken and the recording is in memory, the one-request upload. Signed out or at the plan's limit,
 * the recording is kept: no other path would be let in either.
 */
async function saveVideo(
  source: SaveSource,
  fields: CommitFields,
  thumbnail: Blob | null,
  onProgress: (p: UploadProgress) => void,
): Promise<VideoResponse> {
  try {
    return await source.uploader.commit(fields, thumbnail);
  } catch (error) {
    if (error instanceof UpgradeRequiredError || signedOut(error) || !source.blob) throw error;
    const video = await uploadWholeRecording(
      source.blob,
      { ...fields, workspaceId: source.uploader.recording.workspaceId },
      thumbnail,
      onProgress,
    );
    await source.uploader.forget();
    return video;
  }
}

/**
 * The Save Your Recording dialog's action (docs/product/texts-and-errors.md#recorder-and-save):
 * checks, token refresh, upload tracking, toasts.
 */
export function useSaveRecording(
  source: SaveSource | null,
  onSaved: (video: VideoResponse) => void,
) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  /** The one-request fallback's progress, when it runs. */
  const [fallbackProgress, setFallbackProgress] = useState<number | null>(null);

  // The dialog shows how much of the recording is already uploaded, before Save too.
  const uploader = source?.uploader;
  const checkSession = useEarlySessionCheck(uploader ?? null);
  const subscribe = useCallback(
    (changed: () => void) => uploader?.watchProgress(changed) ?? (() => {}),
    [uploader],
  );
  const uploaded = useSyncExternalStore(
    subscribe,
    () => (uploader ? fraction(uploader.progress) : 0),
    () => 0,
  );
  const connection = useUploadConnection(uploader ?? null);

  async function save(form: SaveForm): Promise<void> {
    if (saving) return;
    if (!source) return showRecorderToast(RECORDER_TOASTS.noRecording);
    const size = source.blob?.size ?? source.uploader.recordedBytes;
    if (source.blob && size < MIN_RECORDING_BYTES)
      return showRecorderToast(RECORDER_TOASTS.emptyRecording);
    // A large recording is saved all the same, after a warning.
    if (size > LARGE_FILE_BYTES) showRecorderToast(RECORDER_TOASTS.largeFile);
    setSaving(true);
    // The identity is refreshed before saving; meanwhile the thumbnail may still be drawn.
    // Offline the check cannot say ("unknown"): the save is queued, and the server still decides.
    const [session, thumbnail] = await Promise.all([checkSession(), source.thumbnail ?? null]);
    if (session.status === "signed-out") {
      setSaving(false);
      showRecorderToast(RECORDER_TOASTS.saveFailed);
      // The recording stays in the dialog: signed in again, Save goes on with it.
      return openSignIn();
    }
    const fields: CommitFields = {
      title: form.title.trim() || "Untitled Recording",
      description: form.description,
      isPrivate: form.isPrivate,
      visibility: form.visibility,
      duration: Math.round(source.durationMs) / 1000,
    };
    markUploadStarted({ title: fields.title, isLong: source.durationMs > LONG_VIDEO_MS });
    let video: VideoResponse;
    try {
      video = await saveVideo(source, fields, thumbnail, (p) => setFallbackProgress(fraction(p)));
    } catch (error) {
      markUploadFailed();
      // Not saved: the recording stays to save again, never committed unasked on the next visit.
      await source.uploader.unqueue();
      setSaving(false);
      setFallbackProgress(null);
      if (error instanceof UpgradeRequiredError) return showUpgradeToast();
      showRecorderToast(RECORDER_TOASTS.saveFailed);
      if (signedOut(error)) openSignIn();
      return;
    }
    setFallbackProgress(1);
    showSavedCopyLinkToast(video);
    setSaving(false);
    onSaved(video);
    // The link first. The lists are only marked stale: the pages showing them are being left, and
    // they refetch when shown again instead of competing with the video page for the server.
    const link = `/video/${video.id}`;
    router.push(link);
    // The same for the dashboard's refresh when an upload finishes: it is told once the video page
    // shows (a dashboard shown later still refreshes on mount, as the flag is set).
    afterNavigationTo(link, () => markUploadFinished(video));
    for (const queryKey of [videoKeys.list, videoKeys.recent]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
    }
  }

  return {
    save,
    saving,
    progress: fallbackProgress ?? uploaded,
    connection,
    /** Save was pressed offline: it finishes by itself once the network is back. */
    queued: saving && connection.state === "offline",
  };
}
