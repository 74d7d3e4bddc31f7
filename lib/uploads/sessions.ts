import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { conflict, notFound, tooManyRequests } from "@/lib/errors";
import { uploadSessions, users, type UploadSession, type UploadSource } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { BodyTooLargeError } from "@/lib/http/body";
import type { IncomingBody } from "@/lib/http/incoming-body";
import type { Storage } from "@/lib/storage";
import { randomSuffix } from "@/lib/storage/keys";
import { assertCanAddVideo } from "@/lib/videos/create";
import { MAX_VIDEO_BYTES } from "@/lib/videos/upload";
import { dropMultipart, openMultipart } from "./s3-multipart";
import {
  assertFileNotTooLarge,
  declaredContentType,
  MAX_OPEN_FILE_UPLOADS,
  originalExtension,
  type DeclaredFile,
} from "./file-upload";
import { ABANDONED_AFTER_MS, MAX_OPEN_SESSIONS, MAX_PART_BYTES, PART_CONTENT_TYPE } from "./shared";
import { notAwaitingJoin } from "./join";
import { partKey } from "./parts";
import { emptyPart, partTooLarge, recordingTooLarge } from "./errors";
import { toSessionResponse, type UploadSessionResponse } from "./serialize";
import { ignoreFailure, logger } from "@/lib/log/logger";

export const SESSION_NOT_FOUND = "Upload not found";
export const SESSION_CLOSED = "This upload is already finished";
export const PARTS_GO_TO_S3 =
  "This upload takes its parts straight into the bucket: POST /api/uploads/{id}/parts/{n}/token for a URL";

export const TOO_MANY_OPEN_SESSIONS = `Too many recordings uploading at once (${MAX_OPEN_SESSIONS}): finish or discard one first`;
const TOO_MANY_OPEN_FILES = `Too many files uploading at once (${MAX_OPEN_FILE_UPLOADS}): wait for one to finish or cancel one`;

/** One of the user's own sessions; anyone else's (or none) is not found. */
export async function getOwnedSession(
  db: DbOrTx,
  { sessionId, userId }: { sessionId: string; userId: string },
): Promise<UploadSession> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, sessionId), eq(uploadSessions.userId, userId)))
    .limit(1);
  if (!row) throw notFound(SESSION_NOT_FOUND, "upload_not_found");
  return row;
}

export function assertOpen(session: UploadSession): void {
  if (session.status !== "open") throw conflict(SESSION_CLOSED, "upload_closed");
}

/**
 * Removes sessions untouched for a day: their parts, then their rows. Committed and aborted
 * sessions lose their folder again too: a part put with a grant after the session closed lands
 * there, and a day is longer than any grant lives. Bounded per call; run opportunistically.
 */
export async function cleanupAbandonedSessions(
  db: Db,
  storage: Storage,
  { now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const stale = await db
    .select({
      id: uploadSessions.id,
      status: uploadSessions.status,
      storagePrefix: uploadSessions.storagePrefix,
      multipart: uploadSessions.multipart,
    })
    .from(uploadSessions)
    .where(and(lt(uploadSessions.updatedAt, cutoff), notAwaitingJoin))
    .limit(limit);
  if (stale.length === 0) return 0;
  for (const session of stale) {
    await storage
      .deletePrefix(`${session.storagePrefix}/`)
      .catch(ignoreFailure("deleting the parts of an abandoned upload"));
    // A committed session's multipart object is its video's original.
    if (session.multipart && session.status !== "committed") {
      await dropMultipart(storage, session.multipart).catch(
        ignoreFailure("aborting the multipart upload of an abandoned session"),
      );
    }
  }
  const ids = stale.map((s) => s.id);
  await db
    .delete(uploadSessions)
    .where(and(inArray(uploadSessions.id, ids), lt(uploadSessions.updatedAt, cutoff)));
  return ids.length;
}

/**
 * POST /api/uploads: the free-plan limit is checked before anything is recorded (403 with the
 * upgrade text). On S3 the session's parts go into a multipart upload started here, unless the
 * client asks to send them through the server (`partUpload: "server"`).
 */
export async function createSession(
  db: Db,
  storage: Storage,
  {
    userId,
    contentType: recordingType,
    partUpload,
    file,
    workspaceId,
  }: {
    userId: string;
    contentType: string;
    partUpload?: "server";
    file?: DeclaredFile;
    workspaceId?: number;
  },
): Promise<UploadSessionResponse> {
  if (file) assertFileNotTooLarge(file);
  // A viewer (403), an outsider (404) or a full free workspace (403) learns it before recording,
  // not at the commit.
  await assertCanAddVideo(db, userId, { workspaceId });
  await cleanupAbandonedSessions(db, storage).catch((error: unknown) => {
    logger().warn({ err: error }, "[uploads] cleanup failed");
  });
  const source: UploadSource = file ? "upload" : "recording";
  // A quick refusal before S3 is asked for a multipart upload; the locked check below decides.
  await assertUnderOpenSessionCap(db, userId, source);
  const id = randomSuffix(24);
  const contentType = file ? declaredContentType(file) : recordingType;
  const multipart =
    partUpload === "server"
      ? null
      : await openMultipart(storage, contentType, file && originalExtension(file.name));
  const row = await db
    .transaction(async (tx) => {
      // SELECT ... FOR UPDATE on the user row: concurrent creates of one user count one at a
      // time, each seeing the others' inserts, so the cap holds (count-then-insert alone races).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      await assertUnderOpenSessionCap(tx, userId, source);
      const [inserted] = await tx
        .insert(uploadSessions)
        .values({
          id,
          userId,
          contentType,
          storagePrefix: `uploads/${id}`,
          multipart,
          source,
          fileName: file?.name ?? null,
          fileSize: file?.size ?? null,
          workspaceId: workspaceId ?? null,
        })
        .returning();
      if (!inserted) throw new Error("upload session insert returned no row");
      return inserted;
    })
    .catch(async (error: unknown) => {
      if (multipart)
        await dropMultipart(storage, multipart).catch(
          ignoreFailure("aborting the multipart upload of a session that failed to open"),
        );
      throw error;
    });
  return toSessionResponse(row, storage);
}

/**
 * 429 when the user already has MAX_OPEN_SESSIONS recordings (or MAX_OPEN_FILE_UPLOADS files)
 * uploading; recordings and files are counted apart, so a batch of files never blocks recording.
 */
async function assertUnderOpenSessionCap(
  db: DbOrTx,
  userId: string,
  source: UploadSource,
): Promise<void> {
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        eq(uploadSessions.status, "open"),
        eq(uploadSessions.source, source),
      ),
    );
  const cap = source === "upload" ? MAX_OPEN_FILE_UPLOADS : MAX_OPEN_SESSIONS;
  if ((open?.count ?? 0) >= cap) {
    throw tooManyRequests(source === "upload" ? TOO_MANY_OPEN_FILES : TOO_MANY_OPEN_SESSIONS);
  }
}

export async function getSessionStatus(
  db: Db,
  storage: Storage,
  { sessionId, userId }: { sessionId: string; userId: string },
): Promise<UploadSessionResponse> {
  return toSessionResponse(await getOwnedSession(db, { sessionId, userId }), storage);
}

/** The raw request body, at most MAX_PART_BYTES (413 beyond), never empty (400). */
async function readPartBody(body: IncomingBody): Promise<Buffer> {
  let bytes: Uint8Array;
  try {
    bytes = await body.bytes(MAX_PART_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw partTooLarge();
    throw error;
  }
  if (bytes.byteLength === 0) throw emptyPart();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * PUT /api/uploads/{id}/parts/{n}: stores the part (a retry of the same number overwrites it) and
 * acknowledges it. Answers the session with every acknowledged part number.
 */
export async function putPart(
  db: Db,
  storage: Storage,
  {
    sessionId,
    userId,
    partNumber,
    body,
  }: { sessionId: string; userId: string; partNumber: number; body: IncomingBody },
): Promise<UploadSessionResponse> {
  const session = await getOwnedSession(db, { sessionId, userId });
  assertOpen(session);
  if (session.multipart) throw conflict(PARTS_GO_TO_S3, "wrong_part_route");
  const bytes = await readPartBody(body);
  await storage.put(partKey(session.storagePrefix, partNumber), bytes, {
    contentType: PART_CONTENT_TYPE,
  });
  return acknowledgePart(db, storage, { session, partNumber, size: bytes.length });
}

/**
 * Records a stored part in the session and answers every acknowledged part number. A session that
 * was aborted or committed meanwhile gets 409, and the part is removed rather than left behind.
 */
export async function acknowledgePart(
  db: Db,
  storage: Storage,
  { session, partNumber, size }: { session: UploadSession; partNumber: number; size: number },
): Promise<UploadSessionResponse> {
  // `||` merges the one key atomically: concurrent parts never overwrite each other's entries.
  // The bytes received are summed in the same statement, so the 5 GB limit holds as parts arrive.
  const merged = sql`${uploadSessions.partSizes} || ${JSON.stringify({ [partNumber]: size })}::jsonb`;
  const total = sql`(select coalesce(sum(p.value::bigint), 0) from jsonb_each_text(${merged}) as p)`;
  const [updated] = await db
    .update(uploadSessions)
    .set({ partSizes: merged, bytesReceived: total, updatedAt: new Date() })
    .where(
      and(
        eq(uploadSessions.id, session.id),
        eq(uploadSessions.userId, session.userId),
        eq(uploadSessions.status, "open"),
        sql`${total} <= ${MAX_VIDEO_BYTES}`,
      ),
    )
    .returning();
  if (!updated) {
    await storage
      .delete([partKey(session.storagePrefix, partNumber)])
      .catch(ignoreFailure("deleting a part its session no longer takes"));
    const current = await getOwnedSession(db, { sessionId: session.id, userId: session.userId });
    throw current.status === "open"
      ? recordingTooLarge()
      : conflict(SESSION_CLOSED, "upload_closed");
  }
  return toSessionResponse(updated, storage);
}

/**
 * DELETE /api/uploads/{id}: Discard. Only an open session is aborted (the status check is part of
 * the update, so an abort can never race a commit); its parts go, and its row stays until the
 * clean-up removes it with anything a late grant still put there.
 */
export async function abortSession(
  db: Db,
  storage: Storage,
  { sessionId, userId }: { sessionId: string; userId: string },
): Promise<void> {
  const session = await getOwnedSession(db, { sessionId, userId });
  const [aborted] = await db
    .update(uploadSessions)
    .set({ status: "aborted", updatedAt: new Date() })
    .where(
      and(
        eq(uploadSessions.id, session.id),
        eq(uploadSessions.userId, userId),
        eq(uploadSessions.status, "open"),
      ),
    )
    .returning({ id: uploadSessions.id });
  if (!aborted) {
    if (session.status === "aborted") return;
    throw conflict(SESSION_CLOSED, "upload_closed");
  }
  if (session.multipart) await dropMultipart(storage, session.multipart);
  await storage.deletePrefix(`${session.storagePrefix}/`);
}
