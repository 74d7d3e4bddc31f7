"use client";

import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/client/http/fetch";
import { readJson } from "@/client/http/json";
import type { recipientGreeting } from "@/lib/audience/view-responses";
import {
  RECIPIENT_PARAM,
  type RecipientGreeting,
  type TrackedLinkSummary,
} from "@/lib/audience/shared";

/** The REST paths of tracked links: the only place browser code writes them. */
export const linkPaths = {
  list: (videoId: number) => `/api/videos/${videoId}/links`,
  bulk: (videoId: number) => `/api/videos/${videoId}/links/bulk`,
  link: (linkId: number) => `/api/links/${linkId}`,
  recipient: (videoId: number) => `/api/videos/${videoId}/recipient`,
  emailSnippet: (videoId: number, linkId?: number) =>
    `/api/videos/${videoId}/email-snippet${linkId === undefined ? "" : `?link=${linkId}`}`,
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
      return response.ok ? readJson<typeof recipientGreeting>(response) : null;
    },
  });
