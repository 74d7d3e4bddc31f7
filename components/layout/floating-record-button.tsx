"use client";

import type { ReactNode } from "react";
import { useRecordingState } from "../recorder/recording-state";
import { RecordLink } from "../recorder/record-link";
import { useCanRecord } from "@/components/workspace-context/workspace-provider";
import { useSession } from "@/client/auth/use-session";

/**
 * Round record button, bottom right; hidden under 768 px, while recording and for viewers
 * (docs/product/routes-and-screens.md#shell). Its icon comes rendered from the server. On a
 * branded video page (`branded`) it is for signed-in viewers only, in the workspace's accent.
 */
export function FloatingRecordButton({
  branded = false,
  children,
}: {
  branded?: boolean;
  children: ReactNode;
}) {
  const { isRecording } = useRecordingState();
  const canRecord = useCanRecord();
  const signedIn = Boolean(useSession().data?.user);
  if (isRecording || !canRecord || (branded && !signedIn)) return null;

  return (
    <RecordLink
      aria-label="Start recording"
      data-recording={isRecording}
      className={`focus-visible:ring-ring/50 fixed right-6 bottom-6 z-40 hidden size-14 items-center justify-center rounded-full shadow-lg transition-transform outline-none hover:scale-105 focus-visible:ring-[3px] md:flex ${branded ? "bg-primary text-primary-foreground hover:bg-primary/90" : "bg-red-500 text-white hover:bg-red-600"}`}
    >
      {children}
    </RecordLink>
  );
}
