"use client";

import { Captions } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, serverMessage } from "@/client/http/errors";
import { useAiStatus } from "@/client/resources/ai-status";
import { useGenerateTranscript } from "@/client/resources/transcripts";
import { NO_SPEECH, TRANSCRIPTION_NOT_SET_UP } from "@/lib/ai/shared";

interface GenerateTranscriptButtonProps {
  videoId: number;
  /** "Regenerate transcript" once one exists. */
  hasTranscript?: boolean;
}

/** The owner's button on the Transcript tab: transcribes, then refreshes the video. */
export function GenerateTranscriptButton({
  videoId,
  hasTranscript = false,
}: GenerateTranscriptButtonProps) {
  const generate = useGenerateTranscript(videoId);
  const { transcription } = useAiStatus();
  const noSpeech = generate.error instanceof ApiRequestError && generate.error.code === "no_speech";
  const failed = generate.isError && !generate.isPending;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => generate.mutate()}
        disabled={generate.isPending || !transcription}
        aria-describedby={transcription ? undefined : `transcript-unavailable-${videoId}`}
      >
        {generate.isPending ? <Spinner /> : <Captions aria-hidden />}
        {generate.isPending
          ? "Generating transcript..."
          : hasTranscript
            ? "Regenerate transcript"
            : "Generate transcript"}
      </Button>
      {generate.isPending && (
        <p className="text-muted-foreground text-xs" role="status">
          Transcribing the recording; a long video can take several minutes.
        </p>
      )}
      {transcription ? null : (
        <p id={`transcript-unavailable-${videoId}`} className="text-muted-foreground text-sm">
          {TRANSCRIPTION_NOT_SET_UP}
        </p>
      )}
      {failed && noSpeech && (
        <p role="status" className="text-muted-foreground text-sm">
          {NO_SPEECH}
        </p>
      )}
      {failed && !noSpeech && (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(generate.error) ?? "Failed to generate transcript"}
        </p>
      )}
    </div>
  );
}
