import "server-only";
import { count, eq } from "drizzle-orm";
import { badRequest, notFound } from "@/lib/errors";
import { attachments } from "@/db/schema";
import { randomId } from "@/db/schema/ids";
import type { DbOrTx } from "@/db/types";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { embedErrorMessage, prepareEmbedUrl } from "./shared";
import type { AttachmentResponse, CreateAttachmentInput } from "./schemas";
import { ATTACHMENT_NOT_FOUND } from "./queries";
import { attachmentImagePath, toAttachmentResponse } from "./serialize";
import { invalidateVideo } from "@/lib/videos/content-cache";

/** A time pin must fall inside the video (when its length is known). */
export function checkTimestamp(timestamp: number | null | undefined, duration: number): void {
  if (timestamp == null || !(duration > 0)) return;
  if (timestamp > Math.ceil(duration)) {
    throw badRequest(`Invalid timestamp: must be between 0 and ${Math.ceil(duration)} seconds`);
  }
}

export function embedOrThrow(type: unknown, url: unknown): string {
  const result = prepareEmbedUrl(type, url);
  if (!result.ok) throw badRequest(embedErrorMessage(result.error));
  return result.url;
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
