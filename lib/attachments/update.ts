import "server-only";
import { and, eq } from "drizzle-orm";
import { badRequest, notFound } from "@/lib/errors";
import { attachments, type Attachment } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { AttachmentResponse, UpdateAttachmentInput } from "./schemas";
import { checkTimestamp, embedOrThrow } from "./create";
import { ATTACHMENT_NOT_FOUND, getOwnedAttachment } from "./queries";
import { toAttachmentResponse } from "./serialize";
import { invalidateVideo } from "@/lib/videos/content-cache";

export async function updateAttachment(
  db: DbOrTx,
  {
    attachmentId,
    userId,
    input,
  }: { attachmentId: number; userId: string; input: UpdateAttachmentInput },
): Promise<AttachmentResponse> {
  const { attachment, duration } = await getOwnedAttachment(db, attachmentId, userId);
  checkTimestamp(input.timestamp, duration);
  const changes: Partial<Attachment> = {};
  if (input.caption !== undefined) changes.caption = input.caption;
  if (input.timestamp !== undefined) changes.timestamp = input.timestamp;
  if (input.embedUrl !== undefined || input.embedType !== undefined) {
    if (attachment.attachmentType !== "embed")
      throw badRequest("Invalid embedUrl: not an embed attachment");
    const type = input.embedType ?? attachment.embedType;
    changes.embedType = type;
    changes.embedUrl = embedOrThrow(type, input.embedUrl ?? attachment.embedUrl);
  }
  if (Object.keys(changes).length === 0) return toAttachmentResponse(attachment);
  const [row] = await db
    .update(attachments)
    .set(changes)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.userId, attachment.userId)))
    .returning();
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND, "attachment_not_found");
  invalidateVideo(row.videoId);
  return toAttachmentResponse(row);
}
