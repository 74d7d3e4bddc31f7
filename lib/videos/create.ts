import "server-only";
import { eq } from "drizzle-orm";
import { config } from "@/lib/config";
import { tooLarge } from "@/lib/errors";
import { assertPlanAllowsNewVideo } from "@/lib/entitlements/new-video";
import { users, type Video, videoColumns, videos } from "@/db/schema";
import type { Db, DbOrTx, Tx } from "@/db/types";
import { enqueueVideoProcessing } from "@/lib/videos/jobs";
import { newVideoVisibility, workspaceForNewVideo } from "@/lib/workspaces/new-video";
import { RECORDING_TOO_LONG } from "./limits";
import { initialTranscriptStatus } from "./transcript-status";
import type { UploadFields } from "./schemas";

/**
 * Throws what the plan of the video's workspace refuses (403 over the free limit or for a member
 * of a free workspace, 413 over the plan's length); `workspaceId` absent: the personal workspace.
 */
export async function assertCanAddVideo(
  db: DbOrTx,
  userId: string,
  options: { workspaceId?: number; seconds?: number } = {},
): Promise<void> {
  const { workspaceId } = await workspaceForNewVideo(db, userId, options.workspaceId);
  await assertPlanAllowsNewVideo(db, { workspaceId, userId, seconds: options.seconds });
}

export interface NewUpload extends Omit<UploadFields, "isPrivate" | "workspaceId"> {
  /** The save dialog's two-level choice; absent: the workspace's default. */
  isPrivate?: boolean;
  /** Where the video goes; the creator's personal workspace when absent. */
  workspaceId?: number;
  id: number;
  userId: string;
  /** null: a recording whose parts are joined by a job, which queues processing once it is done. */
  originalKey: string | null;
  originalContentType: string;
  originalSize: number;
  thumbnailKey: string | null;
  /** The original's container duration, when it states one (longer than the plan allows: 413). */
  measuredDuration?: number | null;
  /** false when no browser plays the original as it is (default true). */
  originalPlayable?: boolean;
}

/**
 * Creates the video row and queues its processing (once it has an original) in one transaction, holding the user's row lock
 * and the workspace's, so concurrent uploads see each other's rows: a free workspace can never
 * pass its video limit.
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
    const target = await workspaceForNewVideo(tx, upload.userId, upload.workspaceId, {
      lock: true,
    });
    const { measuredDuration, isPrivate, visibility: asked, ...fields } = upload;
    await assertPlanAllowsNewVideo(tx, {
      workspaceId: target.workspaceId,
      userId: upload.userId,
      seconds: Math.max(fields.duration ?? 0, measuredDuration ?? 0) || undefined,
      lock: true,
    });
    const visibility = newVideoVisibility(target, { visibility: asked, isPrivate });
    const [video] = await tx
      .insert(videos)
      .values({
        ...fields,
        workspaceId: target.workspaceId,
        visibility,
        processingStatus: "queued",
        transcriptStatus: initialTranscriptStatus(),
      })
      .returning(videoColumns);
    if (!video) throw new Error("video insert returned no row");
    if (video.originalKey) await enqueueVideoProcessing(tx, video.id);
    await alsoRecord?.(tx, video);
    return video;
  });
}
