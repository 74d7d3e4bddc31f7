import { assertUnlocked, videoAccessColumns } from "@/lib/videos/access";
import { invalidateVideo } from "@/lib/videos/cache";
import { unlockFromCookies } from "@/lib/videos/unlock-cookie";
import { and, asc, count, eq } from "drizzle-orm";
import { badRequest, notFound } from "@/lib/errors";
import { attachments, videos, type Attachment } from "@/db/schema";
import { randomId } from "@/db/schema/ids";
import type { DbOrTx } from "@/db/types";
import {
  getOwnedVideoOrThrow,
  getVisibleVideoOrThrow,
  visibleTo,
  type VisibleVideoQuery,
} from "@/lib/videos/queries";
import { embedErrorMessage, prepareEmbedUrl } from "./shared";
import type { AttachmentResponse, CreateAttachmentInput, UpdateAttachmentInput } from "./schemas";

export const ATTACHMENT_NOT_FOUND = "Attachment not found";

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

/** A time pin must fall inside the video (when its length is known). */
function checkTimestamp(timestamp: number | null | undefined, duration: number): void {
  if (timestamp == null || !(duration > 0)) return;
  if (timestamp > Math.ceil(duration)) {
    throw badRequest(`Invalid timestamp: must be between 0 and ${Math.ceil(duration)} seconds`);
  }
}

function embedOrThrow(type: unknown, url: unknown): string {
  const result = prepareEmbedUrl(type, url);
  if (!result.ok) throw badRequest(embedErrorMessage(result.error));
  return result.url;
}

export async function listAttachmentsForViewer(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<AttachmentResponse[]> {
  const { videoId } = query;
  await getVisibleVideoOrThrow(db, query);
  const rows = await db
    .select()
    .from(attachments)
    .where(eq(attachments.videoId, videoId))
    .orderBy(asc(attachments.order), asc(attachments.createdAt));
  return rows.map(toAttachmentResponse);
}

/**
 * The owner adds an image (already uploaded under their own id; `resolveImageKey` finds it once
 * ownership is checked) or an embed whose URL passes the rules of its type and is stored
 * converted. `order` is the count at creation.
 */
export async function createAttachment(
  db: DbOrTx,
  args: {
    videoId: number;
    userId: string;
    input: CreateAttachmentInput;
    resolveImageKey: (imageUrl: string | null | undefined) => Promise<string>;
  },
): Promise<AttachmentResponse> {
  const { videoId, userId, input } = args;
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  checkTimestamp(input.timestamp, video.duration);
  const isImage = input.attachmentType === "image";
  const imageKey = isImage ? await args.resolveImageKey(input.imageUrl) : null;
  const embedUrl = isImage ? null : embedOrThrow(input.embedType, input.embedUrl);
  if (imageKey) {
    const [used] = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(eq(attachments.imageKey, imageKey));
    if (used) throw badRequest("Invalid imageUrl: this image is already attached");
  }
  const [{ value: order = 0 } = {}] = await db
    .select({ value: count() })
    .from(attachments)
    .where(eq(attachments.videoId, videoId));
  const id = randomId();
  const [row] = await db
    .insert(attachments)
    .values({
      id,
      videoId,
      userId,
      attachmentType: input.attachmentType,
      imageKey: isImage ? imageKey : null,
      imageUrl: isImage ? attachmentImagePath(id) : null,
      embedUrl,
      embedType: isImage ? null : (input.embedType ?? null),
      caption: input.caption ?? null,
      timestamp: input.timestamp ?? null,
      order,
    })
    .returning();
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND, "attachment_not_found");
  invalidateVideo(videoId);
  return toAttachmentResponse(row);
}

/** One of the owner's attachments with its video's length; anyone else's = not found. */
async function getOwnedAttachment(db: DbOrTx, attachmentId: number, userId: string) {
  const [row] = await db
    .select({ attachment: attachments, duration: videos.duration })
    .from(attachments)
    .innerJoin(videos, eq(videos.id, attachments.videoId))
    .where(and(eq(attachments.id, attachmentId), eq(videos.userId, userId)))
    .limit(1);
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND, "attachment_not_found");
  return row;
}

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

/** Deletes one of the owner's attachments; returns the stored image key to remove, if any. */
export async function deleteAttachment(
  db: DbOrTx,
  { attachmentId, userId }: { attachmentId: number; userId: string },
): Promise<{ imageKey: string | null }> {
  const { attachment } = await getOwnedAttachment(db, attachmentId, userId);
  await db.delete(attachments).where(eq(attachments.id, attachment.id));
  invalidateVideo(attachment.videoId);
  return { imageKey: attachment.imageKey };
}

/**
 * The stored image of an attachment on a video the viewer may see (else not found) and watch
 * (expired: 410; protected: 403 without the unlock cookie found in `cookieHeader`).
 * `shared` is false when the answer may differ per viewer (private, protected or expiring).
 */
export async function getAttachmentImageForViewer(
  db: DbOrTx,
  {
    attachmentId,
    viewerId,
    cookieHeader = null,
  }: { attachmentId: number; viewerId: string | null; cookieHeader?: string | null },
): Promise<{ imageKey: string; shared: boolean }> {
  const [row] = await db
    .select({
      imageKey: attachments.imageKey,
      video: videoAccessColumns,
    })
    .from(attachments)
    .innerJoin(videos, eq(videos.id, attachments.videoId))
    .where(and(eq(attachments.id, attachmentId), visibleTo(viewerId)))
    .limit(1);
  if (!row?.imageKey) throw notFound(ATTACHMENT_NOT_FOUND, "attachment_not_found");
  const { video } = row;
  assertUnlocked(video, { viewerId, unlock: unlockFromCookies(cookieHeader, video.id) });
  const shared = !video.isPrivate && video.passwordHash === null && video.expiresAt === null;
  return { imageKey: row.imageKey, shared };
}
