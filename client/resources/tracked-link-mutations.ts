"use client";

// Creating and revoking tracked links: the owner's share dialog; apart from the recipient's
// greeting, which every viewer's page reads.

import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiFetch, apiRequest, throwIfNotOk } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { z } from "zod";
import type { bulkLinksResponse, CreatedLink } from "@/lib/audience/responses";
import { linkPaths, trackedLinksQuery } from "./engagement";

export interface NewTrackedLink {
  recipientName: string;
  recipientEmail?: string;
  company?: string;
  note?: string;
}

/** Creates a link; `onCreated` gets it (its URL is shown once), then the list refetches. */
export function useCreateTrackedLink(videoId: number, onCreated: (link: CreatedLink) => void) {
  return useApiMutation({
    mutationFn: (link: NewTrackedLink) =>
      apiRequest<CreatedLink>("POST", linkPaths.list(videoId), link),
    onSuccess: onCreated,
    invalidate: [trackedLinksQuery(videoId).queryKey],
    failure: { title: "Could not create the link", fallback: TRY_AGAIN },
  });
}

/** Revokes a link: its URL then opens the video without attribution. */
export function useRevokeTrackedLink(videoId: number) {
  return useApiMutation({
    mutationFn: (linkId: number) => apiRequest("DELETE", linkPaths.link(linkId)),
    success: "Link revoked",
    invalidate: [trackedLinksQuery(videoId).queryKey],
    failure: { title: "Could not revoke the link", fallback: TRY_AGAIN },
  });
}

/** One link of a bulk request, as POST /api/videos/{id}/links/bulk answers it. */
export type BulkLink = z.infer<typeof bulkLinksResponse>["links"][number];

/** Links for a CSV list of recipients (a header row first); the list refetches. */
export function useCreateBulkLinks(videoId: number, onCreated: (links: BulkLink[]) => void) {
  return useApiMutation({
    mutationFn: async (csv: string) => {
      const response = await apiFetch(linkPaths.bulk(videoId), {
        method: "POST",
        headers: { "Content-Type": "text/csv" },
        body: csv,
      });
      await throwIfNotOk(response);
      return ((await response.json()) as { links: BulkLink[] }).links;
    },
    onSuccess: onCreated,
    invalidate: [trackedLinksQuery(videoId).queryKey],
    failure: { title: "Could not create the links", fallback: TRY_AGAIN },
  });
}
