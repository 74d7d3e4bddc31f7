import "server-only";
import type { Attachment } from "@/db/schema";
import type { AttachmentResponse } from "./schemas";

export const attachmentImagePath = (id: number) => `/api/attachments/${id}/image`;

export function toAttachmentResponse(row: Attachment): AttachmentResponse {
  const isImage = row.attachmentType === "image";
  return {
    id: row.id,
    videoId: row.videoId,
    attachmentType: row.attachmentType,
    imageUrl: isImage && row.imageKey ? attachmentImagePath(row.id) : null,
    embedUrl: isImage ? null : row.embedUrl,
    embedType: isImage ? null : row.embedType,
    caption: row.caption,
    timestamp: row.timestamp,
    order: row.order,
    createdAt: row.createdAt.toISOString(),
  };
}
