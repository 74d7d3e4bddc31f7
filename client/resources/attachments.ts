"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AttachmentResponse } from "@/lib/attachments/responses";

/** The REST paths of attachments: the only place browser code writes them. */
export const attachmentPaths = {
  list: (videoId: number) => `/api/videos/${videoId}/attachments`,
  attachment: (id: number) => `/api/attachments/${id}`,
  imageUpload: "/api/attachments/upload",
};

const attachmentsKey = (videoId: number) => [attachmentPaths.list(videoId)];

export const attachmentsQuery = (videoId: number) =>
  queryOptions<AttachmentResponse[]>({ queryKey: attachmentsKey(videoId) });

export function useAttachments(videoId: number) {
  return useQuery(attachmentsQuery(videoId));
}
