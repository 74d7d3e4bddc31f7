import "server-only";
import type { z } from "zod";
import { badRequest, conflict } from "@/lib/errors";
import type { Db } from "@/db/types";
import type { Storage } from "@/lib/storage";
import { MAX_PART_BYTES, PART_CONTENT_TYPE } from "./shared";
import { emptyPart, partTooLarge } from "./errors";
import { heldPart, presignPart } from "./s3-multipart";
import type { partGrant } from "./responses";
import type { UploadSessionResponse } from "./serialize";
import { acknowledgePart, assertOpen, getOwnedSession } from "./sessions";
import { partKey } from "./parts";
import { ignoreFailure } from "@/lib/log/logger";

/** Long enough for a slow 4 MB part; a retry asks for a new grant. */
const GRANT_VALID_MS = 10 * 60 * 1000;

export const S3_PART_SIZE_REQUIRED =
  "Invalid size: an S3 part's URL is signed for its length: send { \"size\": <the part's bytes> }";

export const DIRECT_UPLOAD_UNAVAILABLE =
  "Direct part uploads need Vercel Blob or S3 storage: send the part with PUT /api/uploads/{id}/parts/{n}";

interface PartRef {
  sessionId: string;
  userId: string;
  partNumber: number;
}

/**
 * POST /api/uploads/{id}/parts/{n}/token: a grant to put exactly this part into the store, valid
 * for a few minutes. On S3 a presigned UploadPart URL of the session's multipart upload for
 * exactly the declared `size` (required there); on Vercel Blob a client token for the part's
 * pathname, at most the declared size or MAX_PART_BYTES. Only the owner gets one.
 */
export async function grantPartUpload(
  db: Db,
  storage: Storage,
  { sessionId, userId, partNumber, size }: PartRef & { size?: number },
): Promise<z.infer<typeof partGrant>> {
  const session = await getOwnedSession(db, { sessionId, userId });
  if (session.multipart) {
    assertOpen(session);
    if (size === undefined) throw badRequest(S3_PART_SIZE_REQUIRED);
    return presignPart(storage, session.multipart, { n: partNumber, size });
  }
  if (!storage.grantDirectUpload) throw conflict(DIRECT_UPLOAD_UNAVAILABLE, "wrong_part_route");
  assertOpen(session);
  if (size !== undefined && size > MAX_PART_BYTES) throw partTooLarge();
  return storage.grantDirectUpload(partKey(session.storagePrefix, partNumber), {
    maxBytes: size ?? MAX_PART_BYTES,
    contentType: PART_CONTENT_TYPE,
    validForMs: GRANT_VALID_MS,
  });
}

/**
 * POST /api/uploads/{id}/parts/{n}/complete: the browser says the part is in the store. The
 * server trusts only what the store holds (S3: ListParts): 409 when the part is not there, 413
 * when too large. Its size counts towards the recording's 5 GB as it is acknowledged.
 */
export async function completeDirectPart(
  db: Db,
  storage: Storage,
  { sessionId, userId, partNumber }: PartRef,
): Promise<UploadSessionResponse> {
  const session = await getOwnedSession(db, { sessionId, userId });
  assertOpen(session);
  if (session.multipart) {
    const part = await heldPart(storage, session.multipart, partNumber);
    return acknowledgePart(db, storage, { session, partNumber, size: part.size });
  }
  const key = partKey(session.storagePrefix, partNumber);
  const stored = await storage.head(key);
  if (!stored) throw conflict(`Part ${partNumber} is not in the store yet`, "upload_parts_missing");
  if (stored.size > MAX_PART_BYTES) {
    await storage.delete([key]).catch(ignoreFailure("deleting a part larger than allowed"));
    throw partTooLarge();
  }
  if (stored.size === 0) throw emptyPart();
  return acknowledgePart(db, storage, { session, partNumber, size: stored.size });
}
