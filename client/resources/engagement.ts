"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, apiRequest } from "@/client/http/fetch";
import { failureToast } from "@/client/toast/failure-toast";
import { toast } from "@/client/toast/use-toast";
import {
  RECIPIENT_PARAM,
  type CreatedLink,
  type RecipientGreeting,
  type TrackedLinkSummary,
} from "@/lib/engagement/shared";

/** The REST paths of tracked links: the only place browser code writes them. */
const linkPaths = {
  list: (videoId: number) => `/api/videos/${videoId}/links`,
  link: (linkId: number) => `/api/links/${linkId}`,
  recipient: (videoId: number) => `/api/videos/${videoId}/recipient`,
};

export const trackedLinksQuery = (videoId: number) =>
  queryOptions<TrackedLinkSummary[]>({ queryKey: [linkPaths.list(videoId)] });

/**
 * The recipient this page was opened for: with `?r=` the token is exchanged for the cookie that
 * attributes this browser and the greeting; without one (or a revoked link) null. Fetched once
 * per page: the view is counted after it, so it is already the recipient's.
 */
export const recipientQuery = (videoId: number) =>
  queryOptions<RecipientGreeting | null>({
    queryKey: [linkPaths.recipient(videoId)],
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    queryFn: async () => {
      const token = new URLSearchParams(window.location.search).get(RECIPIENT_PARAM);
      if (!token) return null;
      const response = await apiFetch(linkPaths.recipient(videoId), {
        method: "POST",
        body: JSON.stringify({ token }),
      });
      return response.ok ? ((await response.json()) as RecipientGreeting) : null;
    },
  });

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
