import "server-only";
import { count, eq } from "drizzle-orm";
import { config } from "@/lib/config";
import { forbidden, tooLarge } from "@/lib/errors";
import { hasActiveSubscription } from "@/lib/billing/queries";
import { FREE_VIDEO_LIMIT, UPGRADE_MESSAGE } from "@/lib/billing/shared";
import { users, videos, type Video } from "@/db/schema";
import type { Db, DbOrTx, Tx } from "@/db/types";
import { enqueueVideoProcessing } from "@/lib/videos/jobs";
import { workspaceForNewVideo } from "@/lib/workspaces/new-video";
import { RECORDING_TOO_LONG } from "./limits";
import type { UploadFields } from "./schemas";

export async function countVideosForUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos).where(eq(videos.userId, userId));
  return row?.n ?? 0;
}

/** Throws 403 with the upgrade text when a user without an active subscription holds the free limit. */
export async function assertCanAddVideo(db: DbOrTx, userId: string): Promise<void> {
  if ((await countVideosForUser(db, userId)) < FREE_VIDEO_LIMIT) return;
  if (await hasActiveSubscription(db, userId)) return;
  throw forbidden(UPGRADE_MESSAGE, "free_plan_limit");
}

export interface NewUpload extends UploadFields {
  id: number;
  userId: string;
  originalKey: string;
  originalContentType: string;
  originalSize: number;
  thumbnailKey: string | null;
  /** Where the video goes; the creator's personal workspace when absent. */
  workspaceId?: number;
}

/**
 * Creates the video row and queues its processing in one transaction, holding the user's row lock
 * so concurrent uploads see each other's rows: a free user can never pass FREE_VIDEO_LIMIT.
 * `alsoRecord` writes what must be true exactly when the video exists (an upload session's commit).
 */
export async function createUploadedVideo(
  db: Db,
  upload: NewUpload,
  alsoRecord?: (tx: Tx, video: Video) => Promise<void>,
): Promise<Video> {
  if (upload.duration !== undefined && upload.duration > config().MAX_VIDEO_SECONDS) {
    throw tooLarge(RECORDING_TOO_LONG, "recording_too_long");
  }
  return db.transaction(async (tx) => {
    // SELECT ... FOR UPDATE on the user row: a per-user lock that PGlite and Postgres both honour.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for("update");
    await assertCanAddVideo(tx, upload.userId);
    const workspaceId = await workspaceForNewVideo(tx, upload.userId, upload.workspaceId);
    const [video] = await tx
      .insert(videos)
      .values({ ...upload, workspaceId, processingStatus: "queued" })
      .returning();
    if (!video) throw new Error("video insert returned no row");
    await enqueueVideoProcessing(tx, video.id);
    await alsoRecord?.(tx, video);
    return video;
  });
}
