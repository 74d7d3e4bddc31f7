"use client";

import { lazy, Suspense } from "react";
import { SummaryView } from "./summary-view";
import { hasTranscript, type SummaryVideo } from "./summary-video";

// The owner's editing and regenerating load only for the owner.
const OwnerVideoSummary = lazy(() =>
  import("./owner-video-summary").then((m) => ({ default: m.OwnerVideoSummary })),
);

interface VideoSummaryProps {
  video: SummaryVideo;
  isOwner: boolean;
}

/**
 * The summary under the player, labelled by where it came from; the owner also edits it or has it
 * written anew from the transcript (the text shows while their controls load).
 */
export function VideoSummary({ video, isOwner }: VideoSummaryProps) {
  // The owner's part shows the text whenever there is a summary or one can be made.
  const shown = video.summary || (isOwner && hasTranscript(video));
  const text = shown ? <SummaryView video={video} /> : null;
  if (!isOwner) return text;
  return (
    <Suspense fallback={text}>
      <OwnerVideoSummary video={video} />
    </Suspense>
  );
}
