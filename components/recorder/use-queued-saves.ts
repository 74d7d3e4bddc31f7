"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/client/auth/use-session";
import { videoKeys } from "@/client/resources/videos/queries";
import { RECORDER_TOASTS } from "@/client/recording/toasts";
import {
  browserUploaderDeps,
  findQueuedSaves,
  finishQueuedSave,
  isRecordingLive,
  QueuedSaveError,
  UpgradeRequiredError,
} from "@/client/uploads";
import { showRecorderToast, showSavedToast, showUpgradeToast } from "./recorder-toasts";

/** Where the recorder lives: a save finished there goes to its video, as a Save does. */
const RECORDER_PATH = "/record";

/**
 * Saves pressed offline and left unfinished (the page was left or reloaded) are finished on the
 * next signed-in page, without asking: from this device's copy and the fields kept at Save, once
 * the network is back. The link shows only then.
 */
export function useQueuedSaves(): void {
  const { data: session } = useSession();
  const userId = session?.user?.id;
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const deps = browserUploaderDeps();
    const finishAll = async () => {
      for (const recording of await findQueuedSaves(userId, { ...deps, isLive: isRecordingLive })) {
        if (cancelled) return;
        try {
          const video = await finishQueuedSave(recording, deps);
          const link = `/video/${video.id}`;
          showSavedToast(link);
          for (const queryKey of [videoKeys.list, videoKeys.recent])
            void queryClient.invalidateQueries({ queryKey });
          if (window.location.pathname === RECORDER_PATH) router.push(link);
        } catch (error) {
          const cause = error instanceof QueuedSaveError ? error.cause : error;
          if (cause instanceof UpgradeRequiredError) showUpgradeToast();
          else showRecorderToast(RECORDER_TOASTS.saveFailed);
        }
      }
    };
    void finishAll().catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Once per signed-in user and page load.
  }, [userId, router, queryClient]);
}
