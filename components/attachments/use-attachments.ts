"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/toast/use-toast";
import { serverMessage } from "@/client/api/errors";
import { queryKeys } from "@/client/api/query-keys";
import { apiFetch, apiRequest, throwIfNotOk } from "@/client/api/fetch";
import type { AttachmentResponse } from "@/lib/attachments/schemas";

export function useAttachments(videoId: number) {
  return useQuery<AttachmentResponse[]>({ queryKey: queryKeys.attachments(videoId) });
}

/** Uploads an image file first (SPEC 7), answering the imageUrl to attach. */
export async function uploadAttachmentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await apiFetch("/api/attachments/upload", { method: "POST", body: form });
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

function failure(title: string) {
  return (error: unknown) =>
    toast({ title, description: serverMessage(error), variant: "destructive" });
}

export function useAttachmentMutations(videoId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.attachments(videoId) });

  const add = useMutation({
    mutationFn: async ({ file, ...draft }: AttachmentDraft) => {
      const count =
        queryClient.getQueryData<AttachmentResponse[]>(queryKeys.attachments(videoId))?.length ?? 0;
      const imageUrl =
        draft.attachmentType === "image" && file ? await uploadAttachmentImage(file) : undefined;
      return apiRequest<AttachmentResponse>("POST", `/api/videos/${videoId}/attachments`, {
        ...draft,
        imageUrl,
        order: count,
      });
    },
    onSuccess: async () => {
      toast({ title: "Attachment Added" });
      await refresh();
    },
    onError: failure("Failed to add attachment"),
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
    }) => apiRequest<AttachmentResponse>("PATCH", `/api/attachments/${id}`, changes),
    onSuccess: async () => {
      toast({ title: "Attachment Updated" });
      await refresh();
    },
    onError: failure("Failed to update attachment"),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/attachments/${id}`),
    onSuccess: async () => {
      toast({ title: "Attachment Deleted" });
      await refresh();
    },
    onError: failure("Failed to delete attachment"),
  });

  return { add, update, remove };
}
