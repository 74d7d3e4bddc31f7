"use client";

import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { failureToast } from "@/client/toast/failure-toast";
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
    onError: failureToast("No cuts proposed"),
  });
}
