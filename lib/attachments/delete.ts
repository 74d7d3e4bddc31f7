import "server-only";
import { eq } from "drizzle-orm";
import { attachments } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { getOwnedAttachment } from "./queries";
import { invalidateVideo } from "@/lib/videos/content-cache";

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
