"use client";

import { useMutation } from "@tanstack/react-query";
import { serverMessage } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type { CutProposal } from "@/lib/ai/transcripts/fillers";
import { videoPaths } from "./paths";

export interface CutProposals {
  fillers: CutProposal[];
  silences: CutProposal[];
}

/** Asks for the proposed cuts (the server listens to the whole soundtrack: seconds, not instant). */
export function useCutProposals(videoId: number) {
  return useMutation({
    mutationFn: () => apiRequest<CutProposals>("GET", videoPaths.cutProposals(videoId)),
    retry: false,
    onError: (error) =>
      toast({
        title: "No cuts proposed",
        description: serverMessage(error),
        variant: "destructive",
      }),
  });
}
