"use client";

// Adding, changing and removing attachments: apart from reading them, so a viewer who sees the
// video page without managing it never loads this.

import { useQueryClient } from "@tanstack/react-query";
import { apiFetch, apiRequest, throwIfNotOk } from "@/client/http/fetch";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { readJson } from "@/client/http/json";
import { useApiMutation } from "@/client/http/mutation";
import type { AttachmentResponse, uploadedImageResponse } from "@/lib/attachments/responses";
import { attachmentPaths, attachmentsQuery } from "./attachments";

const attachmentsKey = (videoId: number) => attachmentsQuery(videoId).queryKey;

/** Uploads an image file first, answering the imageUrl to attach. */
async function uploadAttachmentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await apiFetch(attachmentPaths.imageUpload, { method: "POST", body: form });
  await throwIfNotOk(response);
  return (await readJson<typeof uploadedImageResponse>(response)).imageUrl;
}

export interface AttachmentDraft {
  attachmentType: "image" | "embed";
  file?: File | null;
  embedType?: string;
  embedUrl?: string;
  caption: string | null;
  timestamp: number | null;
}

export function useAttachmentMutations(videoId: number) {
  const queryClient = useQueryClient();
  const invalidate = [attachmentsKey(videoId)];

  const add = useApiMutation({
    mutationFn: async ({ file, ...draft }: AttachmentDraft) => {
      const count = queryClient.getQueryData(attachmentsKey(videoId))?.length ?? 0;
      const imageUrl =
        draft.attachmentType === "image" && file ? await uploadAttachmentImage(file) : undefined;
      return apiRequest<AttachmentResponse>("POST", attachmentPaths.list(videoId), {
        ...draft,
        imageUrl,
        order: count,
      });
    },
    success: "Attachment Added",
    invalidate,
    failure: { title: "Failed to add attachment", fallback: TRY_AGAIN },
  });

  const update = useApiMutation({
    mutationFn: ({
      id,
      ...changes
    }: {
      id: number;
      caption: string | null;
      timestamp: number | null;
      embedUrl?: string;
      embedType?: string;
    }) => apiRequest<AttachmentResponse>("PATCH", attachmentPaths.attachment(id), changes),
    success: "Attachment Updated",
    invalidate,
    failure: { title: "Failed to update attachment", fallback: TRY_AGAIN },
  });

  const remove = useApiMutation({
    mutationFn: (id: number) => apiRequest("DELETE", attachmentPaths.attachment(id)),
    success: "Attachment Deleted",
    invalidate,
    failure: { title: "Failed to delete attachment", fallback: TRY_AGAIN },
  });

  return { add, update, remove };
}
