"use client";

import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { z } from "zod";
import type { cutProposals } from "@/lib/videos/edit/responses";
import { videoPaths } from "./paths";

export type CutProposals = z.infer<typeof cutProposals>;

/** Asks for the proposed cuts (the server listens to the whole soundtrack: seconds, not instant). */
export function useCutProposals(videoId: number) {
  return useApiMutation({
    mutationFn: () => apiRequest<CutProposals>("GET", videoPaths.cutProposals(videoId)),
    retry: false,
    failure: { title: "No cuts proposed", fallback: TRY_AGAIN },
  });
}
