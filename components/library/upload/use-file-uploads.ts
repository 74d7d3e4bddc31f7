"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import {
  browserUploaderDeps,
  uploadSessionApi,
  FileUploader,
  fileKey,
  forgetUpload,
  loadSavedUpload,
} from "@/client/uploads";
import { invalidateLibraryLists } from "@/client/resources/videos/queries";
import { videoPaths } from "@/client/resources/videos/paths";
import { apiRequest } from "@/client/http/fetch";
import type { StatusBannerItem } from "@/client/uploads/tracking";
import type { VideoResponse } from "@/lib/videos/responses";
import { useUploadAudience } from "@/components/workspace-context/audience-choice";
import { uploadTitle } from "@/lib/uploads/shared";
import { speedTracker } from "./speed";

/** Files taken per drop or pick, as the dashboard says. */
export const MAX_FILES_AT_ONCE = 10;

export type FileUploadState =
  "resumable" | "uploading" | "saving" | "done" | "failed" | "cancelled";

export interface FileUploadItem {
  key: string;
  fileName: string;
  title: string;
  state: FileUploadState;
  sentBytes: number;
  totalBytes: number;
  /** Bytes per second, once measured. */
  speed: number | null;
  /** Seconds left at that speed. */
  secondsLeft: number | null;
  error: string | null;
  video: VideoResponse | null;
}

/**
 * A library's file uploads (into `workspaceId`, absent: the personal workspace): each file through
 * its own FileUploader, its progress, speed and time left, cancel, and the link once the video
 * exists. Who can watch is chosen before a file is picked (`audience`, remembered per workspace as
 * the Save dialog does). A file whose unfinished upload is known from an earlier visit waits for
 * 'Resume'.
 */
export function useFileUploads(workspaceId?: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<FileUploadItem[]>([]);
  const uploaders = useRef(new Map<string, FileUploader>());
  const files = useRef(new Map<string, File>());
  const audience = useUploadAudience(workspaceId);
  const { fields: audienceFields, remember } = audience;

  const patch = useCallback((key: string, changes: Partial<FileUploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const run = useCallback(
    async (key: string, resume: boolean) => {
      const file = files.current.get(key);
      if (!file) return;
      const known = loadSavedUpload(fileKey(file));
      const saved = resume ? known : null;
      if (!resume && known) {
        // Start over: the unfinished session would hold one of the 10 open slots for a day.
        forgetUpload(fileKey(file));
        void uploadSessionApi(fetch).remove(known.sessionId);
      }
      const title = saved?.title || uploadTitle(file.name);
      const uploader = FileUploader.create(file, browserUploaderDeps(), {
        title,
        saved,
        workspaceId,
        audience: audienceFields(),
      });
      uploaders.current.set(key, uploader);
      const speed = speedTracker();
      uploader.watchProgress(({ sentBytes, totalBytes }) => {
        const measured = speed.add(sentBytes, Date.now());
        patch(key, {
          sentBytes,
          totalBytes,
          speed: measured,
          secondsLeft: measured ? (totalBytes - sentBytes) / measured : null,
          state: sentBytes >= totalBytes ? "saving" : "uploading",
        });
      });
      patch(key, { state: "uploading", title, error: null });
      try {
        const video = await uploader.upload();
        patch(key, { state: "done", video, sentBytes: file.size, secondsLeft: 0 });
        await invalidateLibraryLists(queryClient);
      } catch (error) {
        const cancelled = error instanceof DOMException && error.name === "AbortError";
        patch(key, {
          state: cancelled ? "cancelled" : "failed",
          error: cancelled ? null : error instanceof Error ? error.message : "Upload failed",
        });
      }
    },
    [patch, queryClient, workspaceId, audienceFields],
  );

  const add = useCallback(
    async (chosen: File[]) => {
      const taken = chosen.slice(0, MAX_FILES_AT_ONCE);
      remember();
      const fresh: FileUploadItem[] = taken.map((file) => ({
        key: `${fileKey(file)}:${Date.now()}:${Math.random().toString(36).slice(2, 6)}`,
        fileName: file.name,
        title: uploadTitle(file.name),
        state: "uploading",
        sentBytes: 0,
        totalBytes: file.size,
        speed: null,
        secondsLeft: null,
        error:
          chosen.length > MAX_FILES_AT_ONCE && file === taken[0]
            ? `Only ${MAX_FILES_AT_ONCE} files at a time: the first ${MAX_FILES_AT_ONCE} were taken`
            : null,
        video: null,
      }));
      fresh.forEach((item, i) => files.current.set(item.key, taken[i]!));
      const resumable = await Promise.all(taken.map((file) => hasOpenSession(file)));
      setItems((list) => [
        ...fresh.map((item, i) =>
          resumable[i]
            ? { ...item, state: "resumable" as const, title: resumable[i].title || item.title }
            : item,
        ),
        ...list,
      ]);
      fresh.forEach((item, i) => {
        if (!resumable[i]) void run(item.key, false);
      });
    },
    [run, remember],
  );

  const cancel = useCallback(
    (key: string) => {
      const uploader = uploaders.current.get(key);
      if (uploader) void uploader.cancel();
      else {
        const file = files.current.get(key);
        const saved = file && loadSavedUpload(fileKey(file));
        if (file) forgetUpload(fileKey(file));
        if (saved) void uploadSessionApi(fetch).remove(saved.sessionId);
      }
      patch(key, { state: "cancelled" });
    },
    [patch],
  );

  const rename = useCallback(
    (key: string, title: string) => {
      uploaders.current.get(key)?.setTitle(title);
      patch(key, { title });
    },
    [patch],
  );

  /** A title edited once the video exists is saved on it. */
  const saveTitle = useCallback(
    (key: string, videoId: number, title: string) => {
      void apiRequest<VideoResponse>("PATCH", videoPaths.video(videoId), { title })
        .then(async (video) => {
          if (video) patch(key, { video });
          await invalidateLibraryLists(queryClient);
        })
        .catch((error: unknown) =>
          patch(key, {
            error: error instanceof Error ? error.message : "Could not save the title",
          }),
        );
    },
    [patch, queryClient],
  );

  const dismiss = useCallback((key: string) => {
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const bannerItems = useMemo<StatusBannerItem[]>(
    () =>
      items
        .filter((item) => item.state === "uploading" || item.state === "saving")
        .map((item) => ({ key: `file-${item.key}`, title: item.title, status: "uploading" })),
    [items],
  );

  return {
    audience,
    items,
    bannerItems,
    add,
    cancel,
    rename,
    saveTitle,
    dismiss,
    resume: (key: string) => void run(key, true),
    restart: (key: string) => void run(key, false),
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;

/** The saved session of the same file, when the server still has it open (else it is forgotten). */
async function hasOpenSession(file: File) {
  const saved = loadSavedUpload(fileKey(file));
  if (!saved) return null;
  const state = await uploadSessionApi(fetch)
    .state(saved.sessionId)
    .catch(() => null);
  if (state?.status === "open") return saved;
  forgetUpload(fileKey(file));
  return null;
}
