import type { TranscriptStatus } from "@/lib/videos/responses";

/** What the video has for its two optional tabs, as far as this viewer's page knows. */
export interface TabContents {
  isOwner: boolean;
  /** The AI documents' count; undefined until it has loaded. */
  documentCount: number | undefined;
  hasTranscript: boolean;
  transcriptStatus: TranscriptStatus;
}

/**
 * Which optional tabs show. The owner always sees both (to generate what is missing); anyone else
 * only a tab with something in it: AI Document once a document exists, Transcript once there is
 * one or while it is being made ('Transcribing...').
 */
export function visibleTabs({
  isOwner,
  documentCount,
  hasTranscript,
  transcriptStatus,
}: TabContents) {
  if (isOwner) return { aiDocument: true, transcript: true };
  const coming = transcriptStatus === "queued" || transcriptStatus === "running";
  return { aiDocument: (documentCount ?? 0) > 0, transcript: hasTranscript || coming };
}
