"use client";

import Link from "next/link";
import { ToastAction, type ToastActionElement } from "@/components/ui/toast";
import { toast } from "@/client/toast/use-toast";
import { RECORDER_TOASTS, startFailedToast, type RecorderToast } from "@/client/recording/toasts";
import { UpgradeRequiredError, UploadHttpError } from "@/client/uploads";
import { ProcessRecordingError } from "@/client/recording/media-session";
import { copyVideoLink } from "@/components/share/copy-video-link";
import type { PrivacyVideo } from "@/client/resources/videos/privacy";

/** A recorder toast, with a button when the next step is one click away. */
export function showRecorderToast(t: RecorderToast, action?: ToastActionElement): void {
  toast({
    title: t.title,
    description: t.description,
    variant: t.variant,
    duration: t.duration,
    action,
  });
}

/**
 * 'Upgrade to Pro' with a 'View Plans' button to /subscription, 5 s
 * (docs/product/texts-and-errors.md#upgrade-to-pro).
 */
export function showUpgradeToast(): void {
  showRecorderToast(
    RECORDER_TOASTS.upgrade,
    <ToastAction asChild altText="View Plans">
      <Link href="/subscription">View Plans</Link>
    </ToastAction>,
  );
}

/** 'Success' / 'Your recording has been saved', with the way to the video (a save finished later). */
export function showSavedToast(link: string): void {
  showRecorderToast(
    RECORDER_TOASTS.saved,
    <ToastAction asChild altText="Open video">
      <Link href={link}>Open video</Link>
    </ToastAction>,
  );
}

/**
 * 'Success' / 'Your recording has been saved' as the video page opens, with 'Copy link': the rep's
 * next step is pasting the link to a prospect, and the copy says whether it opens for them.
 */
export function showSavedCopyLinkToast(video: PrivacyVideo): void {
  showRecorderToast(
    RECORDER_TOASTS.saved,
    <ToastAction altText="Copy link" onClick={() => void copyVideoLink(video)}>
      Copy link
    </ToastAction>,
  );
}

/** Uploading could not start: the free-plan limit, a signed-out caller, or another failure. */
export function showUploadStartFailure(error: unknown): void {
  if (error instanceof UpgradeRequiredError) return showUpgradeToast();
  if (error instanceof UploadHttpError && error.status === 401) {
    return showRecorderToast(RECORDER_TOASTS.signInRequired);
  }
  showRecorderToast(startFailedToast(error instanceof Error ? error.message : undefined));
}

/** Stopping failed: the recording could not be processed, or the recorder itself failed. */
export function showStopFailure(error: unknown): void {
  showRecorderToast(
    error instanceof ProcessRecordingError
      ? RECORDER_TOASTS.processFailed
      : RECORDER_TOASTS.stopFailed,
  );
}
