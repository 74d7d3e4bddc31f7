"use client";

import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { SupportRequestResponse } from "@/lib/support/responses";

/** The REST path of support requests: the only place browser code writes it. */
export const supportPaths = { requests: "/api/support" };

export interface SupportRequestInput {
  subject: string;
  message: string;
  videoUrl?: string;
  workspaceId?: number;
}

/** Sends the Help Center's support form; the dialog shows a failure's message itself. */
export function useSendSupportRequest() {
  return useApiMutation({
    mutationFn: (input: SupportRequestInput) =>
      apiRequest<SupportRequestResponse>("POST", supportPaths.requests, input),
    success: (request) => ({
      title: "Message sent",
      description: request.priority
        ? "Thanks for reaching out! Your plan includes priority support, so we'll reply by email first thing."
        : "Thanks for reaching out! We'll reply by email soon.",
    }),
    failure: null,
  });
}
