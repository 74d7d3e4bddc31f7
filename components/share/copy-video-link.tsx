"use client";

import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/client/toast/use-toast";
import { sharedQueryClient } from "@/client/http/query-client";
import {
  isPrivateNow,
  makeVideoShareable,
  type PrivacyVideo,
} from "@/client/resources/videos/privacy";
import { watchPageUrl } from "@/lib/urls/video-links";
import { AUDIENCE_TEXTS, MAKE_SHAREABLE_LABEL } from "./share-texts";

/** A warning with a decision to make stays longer than a plain confirmation. */
const PRIVATE_COPY_TOAST_MS = 10_000;

export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function showCopyFailed(): void {
  toast({
    title: "Failed to copy",
    description: "Could not copy to clipboard",
    variant: "destructive",
  });
}

/**
 * 'Copied!', and for a private video the plain truth that the link opens for its owner only, with
 * 'Make it shareable' (a rep pastes the link to a prospect next, who would find nothing).
 */
export function showLinkCopied(video: PrivacyVideo): void {
  const queryClient = sharedQueryClient();
  if (!isPrivateNow(queryClient, video)) {
    toast({ title: "Copied!" });
    return;
  }
  const makeShareable = async () => {
    if (await makeVideoShareable(queryClient, video)) toast({ title: AUDIENCE_TEXTS.public });
  };
  toast({
    title: "Copied!",
    description: AUDIENCE_TEXTS.private,
    duration: PRIVATE_COPY_TOAST_MS,
    action: (
      <ToastAction altText={MAKE_SHAREABLE_LABEL} onClick={() => void makeShareable()}>
        {MAKE_SHAREABLE_LABEL}
      </ToastAction>
    ),
  });
}

/** Copies a video's share link (its watch page) and says who it opens for. */
export async function copyVideoLink(video: PrivacyVideo): Promise<void> {
  if (await copyToClipboard(watchPageUrl(window.location.origin, video.id))) {
    showLinkCopied(video);
  } else {
    showCopyFailed();
  }
}
