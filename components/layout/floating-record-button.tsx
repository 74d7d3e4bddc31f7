"use client";

import type { ReactNode } from "react";
import { useRecordingState } from "../recorder/recording-state";
import { RecordLink } from "../recorder/record-link";
import { useCanRecord } from "@/components/workspace-context/workspace-provider";

/**
 * Round record button, bottom right; hidden under 768 px, while recording and for viewers
 * (docs/product/routes-and-screens.md#shell). Its icon comes rendered from the server.
 */
export function FloatingRecordButton({ children }: { children: ReactNode }) {
  const { isRecording } = useRecordingState();
  const canRecord = useCanRecord();
  if (isRecording || !canRecord) return null;

  return (
    <RecordLink
      aria-label="Start recording"
      data-recording={isRecording}
      className="focus-visible:ring-ring/50 fixed right-6 bottom-6 z-40 hidden size-14 items-center justify-center rounded-full bg-red-500 text-white shadow-lg transition-transform outline-none hover:scale-105 hover:bg-red-600 focus-visible:ring-[3px] md:flex"
    >
      {children}
    </RecordLink>
  );
}
