import "server-only";
import { Readable } from "node:stream";
import { and, eq, isNull, sql } from "drizzle-orm";
import { uploadSessions, videos, type UploadSession } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { assertWithinPlanLength } from "@/lib/entitlements/recording-length";
import { entitlementsFor } from "@/lib/entitlements/queries";
import { ApiError, conflict } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/enqueue";
import { PermanentJobError } from "@/lib/jobs/errors";
import type { KindHandlers } from "@/lib/jobs/types";
import { ignoreFailure } from "@/lib/log/logger";
import type { Storage } from "@/lib/storage";
import { chunksOf } from "@/lib/storage/body";
import { invalidateVideo } from "@/lib/videos/content-cache";
import { enqueueVideoProcessing, JOIN_UPLOAD } from "@/lib/videos/jobs";
import {
  assertContainerNotTooLong,
  storeSniffedOriginal,
  type StoredOriginal,
} from "@/lib/videos/original";
import { MAX_VIDEO_BYTES } from "@/lib/videos/upload";
import { completeMultipartOriginal, dropMultipart } from "./s3-multipart";
import { partKey } from "./parts";

/**
 * Queues the join of a committed recording's parts into its video's original; call it in the
 * transaction that creates the video, so the video exists exactly when its join is queued.
 */
export async function enqueueUploadJoin(
  tx: DbOrTx,
  { sessionId, videoId }: { sessionId: string; videoId: number },
): Promise<void> {
  await enqueue(tx, JOIN_UPLOAD, { sessionId, videoId }, { videoId });
}

/** The parts one after another, each streamed from storage: the recording is never held in memory. */
export async function* joinedParts(
  storage: Storage,
  prefix: string,
  parts: number[],
): AsyncGenerator<Uint8Array> {
  for (const n of parts) {
    const object = await storage.get(partKey(prefix, n));
    if (!object) throw conflict(`Missing parts: ${n}`, "upload_parts_missing");
    yield* chunksOf(object.body);
  }
}

/**
 * A session the daily sweep must leave alone: a committed recording whose join has not stored the
 * original yet still needs its parts (a worker down for a day loses nothing).
 */
export const notAwaitingJoin = sql`not exists (select 1 from ${videos} where ${videos.id} = ${uploadSessions.videoId} and ${videos.originalKey} is null and ${videos.processingStatus} <> 'failed')`;

/** Parts 0..partCount-1: the commit checked every one of them was acknowledged. */
const committedParts = (session: UploadSession) =>
  Array.from({ length: session.partCount }, (_, n) => n);

/**
 * The recording's original from its parts: through the sniffing gate (magic bytes, allow-listed
 * container) as it streams, or on S3 joined by the bucket and sniffed there. Written whole under
 * a fixed key each time, so a retry after a crash rewrites it from the parts, never appends.
 */
async function joinRecording(
  storage: Storage,
  session: UploadSession,
  videoId: number,
): Promise<StoredOriginal> {
  const parts = committedParts(session);
  if (session.multipart) return completeMultipartOriginal(storage, session.multipart, parts);
  return storeSniffedOriginal(storage, {
    videoId,
    source: Readable.from(joinedParts(storage, session.storagePrefix, parts)),
    maxBytes: MAX_VIDEO_BYTES,
  });
}

async function deleteParts(storage: Storage, session: UploadSession): Promise<void> {
  await storage
    .deletePrefix(`${session.storagePrefix}/`)
    .catch(ignoreFailure("deleting the parts of the joined recording"));
}

/** Nothing of a refused recording stays: not its original, not its parts; the video fails. */
async function refuseRecording(
  db: Db,
  storage: Storage,
  session: UploadSession,
  videoId: number,
): Promise<void> {
  await markJoinFailed(db, videoId);
  if (session.multipart)
    await dropMultipart(storage, session.multipart).catch(
      ignoreFailure("aborting the multipart upload of the refused recording"),
    );
  await storage
    .deletePrefix(`videos/${videoId}/`)
    .catch(ignoreFailure("deleting the original of the refused recording"));
  await deleteParts(storage, session);
}

/** The video fails as a failed processing does; it keeps no original, so nothing of it plays. */
async function markJoinFailed(db: Db, videoId: number): Promise<void> {
  await db
    .update(videos)
    .set({ processingStatus: "failed", updatedAt: new Date() })
    .where(and(eq(videos.id, videoId), isNull(videos.originalKey)));
  invalidateVideo(videoId);
}

/** Checks of what the join produced: the container's stated length against both limits. */
async function checkJoined(db: Db, storage: Storage, original: StoredOriginal, videoId: number) {
  const seconds = await assertContainerNotTooLong(storage, original);
  const [video] = await db
    .select({ workspaceId: videos.workspaceId })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (video)
    assertWithinPlanLength(await entitlementsFor(db, video.workspaceId), seconds ?? undefined);
}

/**
 * The `join-upload` job: joins a committed recording's parts into its video's original, checks it
 * as the commit used to, records it and queues processing in one transaction, then deletes the
 * parts. Every step may run again after a crash: an original already recorded skips the join, and
 * the parts go only once the original is stored and recorded. A refused recording (not a WebM or
 * MP4, too long) fails the video and is never retried.
 */
export async function joinCommittedUpload(
  db: Db,
  storage: Storage,
  { sessionId, videoId }: { sessionId: string; videoId: number },
): Promise<void> {
  const [session] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, sessionId));
  if (!session) throw new PermanentJobError(`Upload session ${sessionId} is gone`);
  const [video] = await db
    .select({ originalKey: videos.originalKey })
    .from(videos)
    .where(eq(videos.id, videoId));
  // Deleted before its join: its parts are all that is left of it.
  if (!video) {
    if (session.multipart)
      await dropMultipart(storage, session.multipart).catch(
        ignoreFailure("aborting the multipart upload of a deleted video"),
      );
    return deleteParts(storage, session);
  }
  if (video.originalKey) return deleteParts(storage, session);

  let original: StoredOriginal;
  try {
    original = await joinRecording(storage, session, videoId);
    await checkJoined(db, storage, original, videoId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await refuseRecording(db, storage, session, videoId);
    throw new PermanentJobError(error.message);
  }
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(videos)
      .set({
        originalKey: original.key,
        originalContentType: original.contentType,
        originalSize: original.size,
        originalPlayable: true,
        updatedAt: new Date(),
      })
      .where(and(eq(videos.id, videoId), isNull(videos.originalKey)))
      .returning({ id: videos.id });
    if (row) await enqueueVideoProcessing(tx, videoId);
    return Boolean(row);
  });
  invalidateVideo(videoId);
  // The video went while its parts were joined: the original it would have had goes too.
  if (!recorded && !(await videoExists(db, videoId)))
    await storage
      .deletePrefix(`videos/${videoId}/`)
      .catch(ignoreFailure("deleting the original of a deleted video"));
  await deleteParts(storage, session);
}

async function videoExists(db: Db, videoId: number): Promise<boolean> {
  const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  return Boolean(row);
}

/** The recording join; after its last attempt the video fails (the parts stay for the sweep). */
export function uploadJobHandlers(db: Db, storage: Storage): KindHandlers {
  return {
    [JOIN_UPLOAD]: {
      run: (job) => joinCommittedUpload(db, storage, job.payload),
      failed: (job) => markJoinFailed(db, job.payload.videoId),
    },
  };
}
