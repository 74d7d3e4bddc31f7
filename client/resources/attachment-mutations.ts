"use client";

// Adding, changing and removing attachments: apart from reading them, so a viewer who sees the
// video page without managing it never loads this.

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, apiRequest, throwIfNotOk } from "@/client/http/fetch";
import { failureToast } from "@/client/toast/failure-toast";
import { toast } from "@/client/toast/use-toast";
import type { AttachmentResponse } from "@/lib/attachments/schemas";
import { attachmentPaths, attachmentsQuery } from "./attachments";

const attachmentsKey = (videoId: number) => attachmentsQuery(videoId).queryKey;

/** Uploads an image file first, answering the imageUrl to attach. */
async function uploadAttachmentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await apiFetch(attachmentPaths.imageUpload, { method: "POST", body: form });
  await throwIfNotOk(response);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
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
  const refresh = () => queryClient.invalidateQueries({ queryKey: attachmentsKey(videoId) });

  const add = useMutation({
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
    onSuccess: async () => {
      toast({ title: "Attachment Added" });
      await refresh();
    },
    onError: failureToast("Failed to add attachment"),
  });

  const update = useMutation({
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
    onSuccess: async () => {
      toast({ title: "Attachment Updated" });
      await refresh();
    },
    onError: failureToast("Failed to update attachment"),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", attachmentPaths.attachment(id)),
    onSuccess: async () => {
      toast({ title: "Attachment Deleted" });
      await refresh();
    },
    onError: failureToast("Failed to delete attachment"),
  });

  return { add, update, remove };
}
