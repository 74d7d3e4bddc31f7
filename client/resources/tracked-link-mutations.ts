"use client";

// Creating and revoking tracked links: the owner's share dialog; apart from the recipient's
// greeting, which every viewer's page reads.

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { failureToast } from "@/client/toast/failure-toast";
import { toast } from "@/client/toast/use-toast";
import type { CreatedLink } from "@/lib/audience/shared";
import { linkPaths, trackedLinksQuery } from "./engagement";

export interface NewTrackedLink {
  recipientName: string;
  recipientEmail?: string;
  company?: string;
  note?: string;
}

/** Creates a link; `onCreated` gets it (its URL is shown once), then the list refetches. */
export function useCreateTrackedLink(videoId: number, onCreated: (link: CreatedLink) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: NewTrackedLink) =>
      apiRequest<CreatedLink>("POST", linkPaths.list(videoId), link),
    onSuccess: async (link) => {
      onCreated(link);
      await queryClient.invalidateQueries({ queryKey: trackedLinksQuery(videoId).queryKey });
    },
    onError: failureToast("Could not create the link"),
  });
}

/** Revokes a link: its URL then opens the video without attribution. */
export function useRevokeTrackedLink(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => apiRequest("DELETE", linkPaths.link(linkId)),
    onSuccess: async () => {
      toast({ title: "Link revoked" });
      await queryClient.invalidateQueries({ queryKey: trackedLinksQuery(videoId).queryKey });
    },
    onError: failureToast("Could not revoke the link"),
  });
}
