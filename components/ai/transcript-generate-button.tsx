"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Captions } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/client/toast/use-toast";
import { serverMessage } from "@/client/api/errors";
import { apiRequest } from "@/client/api/fetch";
import { queryKeys } from "@/client/api/query-keys";
import type { GenerateTranscriptResponse } from "@/lib/ai/transcripts/schemas";

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
  const queryClient = useQueryClient();
  const generate = useMutation({
    mutationFn: () =>
      apiRequest<GenerateTranscriptResponse>("POST", `/api/videos/${videoId}/generate-transcript`),
    // Minutes of work per attempt: never retried behind the user's back.
    retry: false,
    onSuccess: async () => {
      toast({ title: "Transcript generated" });
      await queryClient.invalidateQueries({ queryKey: queryKeys.video(videoId) });
    },
    // The server's reason (e.g. which setting to configure) is shown inline below.
    onError: () =>
      toast({
        title: "Generation failed",
        description: "Failed to generate transcript",
        variant: "destructive",
      }),
  });
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
