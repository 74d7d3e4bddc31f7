"use client";

import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { CutProposal } from "@/lib/ai/transcripts/fillers";
import { videoPaths } from "./paths";

export interface CutProposals {
  fillers: CutProposal[];
  silences: CutProposal[];
}

/** Asks for the proposed cuts (the server listens to the whole soundtrack: seconds, not instant). */
export function useCutProposals(videoId: number) {
  return useApiMutation({
    mutationFn: () => apiRequest<CutProposals>("GET", videoPaths.cutProposals(videoId)),
    retry: false,
    failure: { title: "No cuts proposed", fallback: TRY_AGAIN },
  });
}
