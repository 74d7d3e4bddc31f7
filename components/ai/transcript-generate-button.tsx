"use client";

import { Captions } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/client/http/errors";
import { useGenerateTranscript } from "@/client/resources/transcripts";

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
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => generate.mutate()}
        disabled={generate.isPending}
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
      {generate.isError && !generate.isPending && (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(generate.error) ?? "Failed to generate transcript"}
        </p>
      )}
    </div>
  );
}
