import "server-only";
import { and, eq, gt, inArray, sql, type AnyColumn } from "drizzle-orm";
import { uploadedImages, uploadSessions, videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { LIVE_UPLOAD_MS } from "@/lib/uploads/shared";
import type { StorageUsage } from "./types";

const total = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`;

/**
 * GET /api/usage: what the user keeps in storage: originals, images, recordings still uploading
 * (live sessions only: an abandoned one waits for the sweep but is no longer "in progress").
 */
export async function getStorageUsage(
  db: DbOrTx,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<StorageUsage> {
  const liveSince = new Date(now.getTime() - LIVE_UPLOAD_MS);
  const [[own], [images], [uploading]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, bytes: total(videos.originalSize) })
      .from(videos)
      .where(eq(videos.userId, userId)),
    db
      .select({ bytes: total(uploadedImages.size) })
      .from(uploadedImages)
      .where(eq(uploadedImages.userId, userId)),
    db
      .select({ bytes: total(uploadSessions.bytesReceived) })
      .from(uploadSessions)
      .where(
        and(
          eq(uploadSessions.userId, userId),
          inArray(uploadSessions.status, ["open", "committing"]),
          gt(uploadSessions.updatedAt, liveSince),
        ),
      ),
  ]);
  const videoBytes = Number(own?.bytes ?? 0);
  const imageBytes = Number(images?.bytes ?? 0);
  const uploadingBytes = Number(uploading?.bytes ?? 0);
  return {
    videoCount: own?.count ?? 0,
    videoBytes,
    imageBytes,
    uploadingBytes,
    totalBytes: videoBytes + imageBytes + uploadingBytes,
  };
}
