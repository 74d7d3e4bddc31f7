import "server-only";
import { assertUnlocked, videoAccessColumns, viewerSpecific } from "@/lib/access/rules/lock";
import { lockCookiesFrom } from "@/lib/access/rules/cookies";
import { and, asc, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { attachments, videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { findVideoIfVisible } from "@/lib/videos/queries";
import type { AttachmentResponse } from "./schemas";
import { toAttachmentResponse } from "./serialize";
import { visibleTo } from "@/lib/access/rules/visibility";

export const ATTACHMENT_NOT_FOUND = "Attachment not found";

/** The attachments of a video the viewer may watch (the route checked it), in order. */
export async function listAttachments(db: DbOrTx, videoId: number): Promise<AttachmentResponse[]> {
  const rows = await db
    .select()
    .from(attachments)
    .where(eq(attachments.videoId, videoId))
    .orderBy(asc(attachments.order), asc(attachments.createdAt));
  return rows.map(toAttachmentResponse);
}

/** One of the owner's attachments with its video's length; anyone else's = not found. */
export async function getOwnedAttachment(db: DbOrTx, attachmentId: number, userId: string) {
  const [row] = await db
    .select({ attachment: attachments, duration: videos.duration })
    .from(attachments)
    .innerJoin(videos, eq(videos.id, attachments.videoId))
    .where(and(eq(attachments.id, attachmentId), eq(videos.userId, userId)))
    .limit(1);
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND, "attachment_not_found");
  return row;
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
  const query = { videoId: video.id, viewerId, ...lockCookiesFrom(cookieHeader, video.id) };
  // Whether the viewer passes an email gate needs the browser's cookies for this video, which are
  // known only now: a second read, for gated videos alone.
  const gatePass = video.emailGate && (await findVideoIfVisible(db, query))?.gatePass;
  assertUnlocked({ ...video, gatePass: gatePass === true }, query);
  const shared = !viewerSpecific(video);
  return { imageKey: row.imageKey, shared };
}
