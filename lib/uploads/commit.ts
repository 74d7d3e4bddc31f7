import "server-only";
import { and, eq, or, lt } from "drizzle-orm";
import { isJsonContentType } from "@/lib/http/request-guards";
import { ApiError, badRequest, conflict, unsupportedMediaType } from "@/lib/errors";
import { uploadSessions, type UploadSession, type Video } from "@/db/schema";
import type { Db, Tx } from "@/db/types";
import { randomId } from "@/db/schema/ids";
import type { Storage } from "@/lib/storage";
import type { IncomingBody } from "@/lib/http/incoming-body";
import { readCapped } from "@/lib/http/read-capped";
import { assertCanAddVideo, createUploadedVideo } from "@/lib/videos/create";
import { EMPTY_RECORDING_MESSAGE, MIN_VIDEO_BYTES } from "@/lib/media/video-intake";
import { assertContainerNotTooLong, type StoredOriginal } from "@/lib/videos/original";
import { getOwnedVideoOrThrow, getVideoOwner } from "@/lib/videos/queries";
import { INVALID_VISIBILITY, uploadFieldsSchema } from "@/lib/videos/schemas";
import { toVideoResponse, type VideoResponse } from "@/lib/videos/serialize";
import { MAX_VIDEO_BYTES, MAX_THUMBNAIL_BYTES, storeThumbnail } from "@/lib/videos/upload";
import { dropMultipart } from "./s3-multipart";
import { joinUploadedFile } from "./file-upload";
import { recordingTooLarge } from "./errors";
import { enqueueUploadJoin } from "./join";
import { S3_MIN_PART_BYTES, STALE_COMMIT_MS } from "./shared";

/** A JSON commit carries a title, a description, a duration and a part count. */
const MAX_COMMIT_JSON_BYTES = 64 * 1024;
import { commitFieldsSchema, type CommitFields } from "./schemas";
import { ackedParts } from "./serialize";
import { getOwnedSession, SESSION_CLOSED } from "./sessions";
import { partKey } from "./parts";
import { ignoreFailure } from "@/lib/log/logger";
import { jobsQueued } from "@/lib/jobs/wake";

export interface CommitResult {
  video: VideoResponse;
  /** false when a retried commit found the video already created. */
  created: boolean;
}

interface CommitInput {
  fields: CommitFields;
  thumbnail: Buffer | null;
}

/** The commit body: JSON, or multipart fields plus an optional `thumbnail` file (streamed by busboy). */
async function readCommitInput(body: IncomingBody): Promise<CommitInput> {
  const type = body.contentType;
  let raw: unknown = {};
  const received: { thumbnail: Buffer | null } = { thumbnail: null };
  if (/^multipart\/form-data/i.test(type)) {
    raw = await body.multipart({
      limits: {
        fields: 20,
        fieldSize: 64 * 1024,
        files: 2,
        parts: 30,
        fileSize: MAX_THUMBNAIL_BYTES + 1,
      },
      onFile: async (part) => {
        if (part.name === "thumbnail" && !received.thumbnail) {
          received.thumbnail = await readCapped(part.stream, MAX_THUMBNAIL_BYTES);
        } else part.stream.resume();
      },
    });
  } else {
    const text = await body.text(MAX_COMMIT_JSON_BYTES);
    if (text.trim() && !isJsonContentType(type)) {
      throw unsupportedMediaType("Content-Type must be application/json or multipart/form-data");
    }
    try {
      raw = text.trim() ? JSON.parse(text) : {};
    } catch {
      throw badRequest("Invalid JSON body");
    }
  }
  const parsed = commitFieldsSchema.safeParse(raw);
  if (!parsed.success)
    throw badRequest(`Invalid ${parsed.error.issues[0]?.path.join(".") || "body"}`);
  return { fields: parsed.data, thumbnail: received.thumbnail };
}

/** The part numbers to join, in order; every one from 0 must be there (409 names the missing ones). */
function partsToJoin(session: UploadSession, partCount: number | undefined): number[] {
  const acked = ackedParts(session.partSizes);
  const count = partCount ?? (acked.length ? (acked[acked.length - 1] ?? 0) + 1 : 0);
  if (count === 0) throw conflict("No parts were uploaded", "upload_parts_missing");
  const have = new Set(acked);
  const missing = Array.from({ length: count }, (_, n) => n).filter((n) => !have.has(n));
  if (missing.length)
    throw conflict(`Missing parts: ${missing.slice(0, 20).join(", ")}`, "upload_parts_missing");
  return Array.from({ length: count }, (_, n) => n);
}

/** Claims the session for this commit: open, or a commit that crashed long ago. */
async function claim(db: Db, session: UploadSession): Promise<boolean> {
  const staleBefore = new Date(Date.now() - STALE_COMMIT_MS);
  const [row] = await db
    .update(uploadSessions)
    .set({ status: "committing", updatedAt: new Date() })
    .where(
      and(
        eq(uploadSessions.id, session.id),
        eq(uploadSessions.userId, session.userId),
        or(
          eq(uploadSessions.status, "open"),
          and(eq(uploadSessions.status, "committing"), lt(uploadSessions.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning({ id: uploadSessions.id });
  return Boolean(row);
}

async function markCommitted(
  tx: Tx,
  session: UploadSession,
  { videoId, parts, size }: { videoId: number; parts: number[]; size: number },
): Promise<void> {
  const [row] = await tx
    .update(uploadSessions)
    .set({
      status: "committed",
      videoId,
      partCount: parts.length,
      bytesReceived: size,
      updatedAt: new Date(),
    })
    .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.status, "committing")))
    .returning({ id: uploadSessions.id });
  if (!row) throw conflict(SESSION_CLOSED, "upload_closed");
}

/**
 * A file's original from the parts, checked by its content (415 unsupported_media naming it when
 * it is no allow-listed container or holds no video). It is joined before the commit answers: its
 * refusal is the answer the upload dialog shows.
 */
async function joinFileOriginal(
  storage: Storage,
  session: UploadSession,
  { id, parts }: { id: number; parts: number[] },
): Promise<{ original: StoredOriginal; playable: boolean; duration?: number | null }> {
  const partKeys = parts.map((n) => partKey(session.storagePrefix, n));
  return joinUploadedFile(storage, session, { videoId: id, partKeys, parts });
}

/**
 * What the acknowledged part sizes already tell of a recording, refused before any video exists:
 * too small to be one, over the size limit, or (on S3) a part the bucket could not join.
 */
function assertRecordingParts(session: UploadSession, parts: number[]): number {
  const sizes = parts.map((n) => session.partSizes[String(n)] ?? 0);
  const size = sizes.reduce((sum, n) => sum + n, 0);
  if (size < MIN_VIDEO_BYTES) throw badRequest(EMPTY_RECORDING_MESSAGE);
  if (size > MAX_VIDEO_BYTES) throw recordingTooLarge();
  if (session.multipart && sizes.slice(0, -1).some((n) => n < S3_MIN_PART_BYTES))
    throw conflict(`Every part but the last must be at least ${S3_MIN_PART_BYTES} bytes`);
  return size;
}

/** A file whose content was refused: no retry can change that answer. */
const isRefusedFile = (session: UploadSession, error: unknown) =>
  error instanceof ApiError &&
  (error.code === "unsupported_media" || (session.source === "upload" && error.status === 415));

/** The session ends failed, and nothing of the file stays: its parts, its joined original. */
async function failFileUpload(db: Db, storage: Storage, session: UploadSession, videoId: number) {
  await db
    .update(uploadSessions)
    .set({ status: "failed", updatedAt: new Date() })
    .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.status, "committing")));
  const multipart = session.multipart;
  if (multipart)
    await dropMultipart(storage, multipart).catch(
      ignoreFailure("aborting the multipart upload of the failed commit"),
    );
  await storage
    .deletePrefix(`videos/${multipart?.videoId ?? videoId}/`)
    .catch(ignoreFailure("deleting the video files of the failed commit"));
  await storage
    .deletePrefix(`${session.storagePrefix}/`)
    .catch(ignoreFailure("deleting the parts of the failed commit"));
}

const asText = (v: string | number | boolean | undefined) =>
  v === undefined ? undefined : String(v);

/**
 * POST /api/uploads/{id}/commit: once every part is acknowledged, creates the video with the
 * free-plan check in the same transaction (lib/videos/create) that marks the session committed.
 * A recording's parts are joined into its original afterwards by the `join-upload` job (./join),
 * so the link never waits for bytes the server already has; until then the video is processing.
 * A file from the disk is joined and checked by its content first (on S3 the bucket joins: no
 * bytes through the app), its parts deleted, its processing queued. A retried commit answers the
 * video it already created.
 */
export async function commitSession(
  db: Db,
  storage: Storage,
  { sessionId, userId, body }: { sessionId: string; userId: string; body: IncomingBody },
): Promise<CommitResult> {
  const session = await getOwnedSession(db, { sessionId, userId });
  if (session.status === "committed" && session.videoId) {
    const { video, user } = await getOwnedVideoOrThrow(db, { videoId: session.videoId, userId });
    return { video: toVideoResponse(video, user), created: false };
  }
  if (session.status !== "open" && session.status !== "committing")
    throw conflict(SESSION_CLOSED, "upload_closed");
  const { fields, thumbnail } = await readCommitInput(body);
  const parts = partsToJoin(session, fields.partCount);
  const isFile = session.source === "upload";
  const recordingSize = isFile ? 0 : assertRecordingParts(session, parts);
  // Before joining the parts: a declared length over the plan's is refused without work.
  await assertCanAddVideo(db, userId, {
    workspaceId: session.workspaceId ?? undefined,
    seconds: Number(asText(fields.duration)) || undefined,
  });
  if (!(await claim(db, session)))
    throw conflict("This upload is being saved already", "upload_commit_in_progress");

  // On S3 the parts are joined by the bucket into the original chosen when the session started.
  const multipart = session.multipart;
  const id = multipart?.videoId ?? randomId();
  let storedThumbnail: string | null = null;
  let created: Video;
  try {
    const joined = isFile ? await joinFileOriginal(storage, session, { id, parts }) : null;
    storedThumbnail = await storeThumbnail(
      storage,
      userId,
      thumbnail && { bytes: thumbnail, filename: undefined },
    );
    const parsed = uploadFieldsSchema.safeParse({
      title: asText(fields.title),
      description: asText(fields.description),
      isPrivate: asText(fields.isPrivate),
      visibility: asText(fields.visibility),
      // A file's own duration until processing measures it; a recording's is the recorder's.
      duration: asText(fields.duration ?? joined?.duration ?? undefined),
    });
    if (!parsed.success) throw badRequest(INVALID_VISIBILITY);
    const measuredDuration = joined && (await assertContainerNotTooLong(storage, joined.original));
    const size = joined?.original.size ?? recordingSize;
    created = await createUploadedVideo(
      db,
      {
        ...parsed.data,
        id,
        userId,
        // Checked again in the video's transaction: a role lost since the session opened counts.
        workspaceId: session.workspaceId ?? undefined,
        originalKey: joined?.original.key ?? null,
        originalContentType: joined?.original.contentType ?? session.contentType,
        originalSize: size,
        thumbnailKey: storedThumbnail,
        measuredDuration,
        // A recording plays once its join is done; until then its pages show it processing.
        originalPlayable: joined?.playable ?? false,
      },
      // In the video's own transaction: a session is committed exactly when its video exists.
      async (tx, video) => {
        await markCommitted(tx, session, { videoId: video.id, parts, size });
        if (!joined) await enqueueUploadJoin(tx, { sessionId: session.id, videoId: video.id });
      },
    );
  } catch (error) {
    if (storedThumbnail)
      await storage
        .delete([storedThumbnail])
        .catch(ignoreFailure("deleting the thumbnail of the failed commit"));
    if (isRefusedFile(session, error)) {
      await failFileUpload(db, storage, session, id);
      throw error;
    }
    // A completed multipart upload's object is all that is left of its parts: a retry takes it.
    if (!multipart)
      await storage
        .deletePrefix(`videos/${id}/`)
        .catch(ignoreFailure("deleting the video files of the failed commit"));
    // The parts stay: the user may upgrade and save again, or discard.
    await db
      .update(uploadSessions)
      .set({ status: "open", updatedAt: new Date() })
      .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.status, "committing")));
    throw error;
  }
  // A file's video exists from here on: nothing that fails below may touch its original. A
  // recording's parts are its join's to delete.
  if (isFile)
    await storage
      .deletePrefix(`${session.storagePrefix}/`)
      .catch(ignoreFailure("deleting the parts of the committed session"));
  // The join (or processing) job is committed: a worker asleep in this process starts it now.
  jobsQueued();
  return { video: toVideoResponse(created, await getVideoOwner(db, userId)), created: true };
}
