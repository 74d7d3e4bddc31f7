import "server-only";
import { randomBytes } from "node:crypto";
import { open, rm, type FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Storage } from "@/lib/storage";
import { ObjectNotFoundError } from "@/lib/storage/errors";
import { sniffContainer } from "./containers";

/** What a remote store's copy for ffprobe starts with: a WebM's or faststart MP4's header is in it. */
export const HEADER_PROBE_BYTES = 2 * 1024 * 1024;
/** Boxes read one by one to find an MP4's movie header after its media; past this, not looked for. */
const MAX_TOP_LEVEL_BOXES = 32;
/** A longer movie header is not fetched on its own (the caller probes the whole file instead). */
const MAX_MOVIE_HEADER_BYTES = 64 * 1024 * 1024;

/** A local file ffprobe can read instead of the stored one; `complete`: it holds what ffprobe needs. */
export interface HeaderCopy {
  path: string;
  complete: boolean;
  cleanup: () => Promise<void>;
}

async function bytesOf(
  storage: Pick<Storage, "get">,
  key: string,
  start: number,
  end: number,
): Promise<Buffer> {
  const read = await storage.get(key, { start, end });
  if (!read) throw new ObjectNotFoundError(key);
  return Buffer.from(await new Response(read.body).arrayBuffer());
}

/**
 * Finds the first 'moov' box by reading the top-level box headers past `head` one at a time and
 * writes each into the copy at its own offset, the movie header too. False when it is not found
 * within MAX_TOP_LEVEL_BOXES boxes or is too big to fetch alone.
 */
async function copyMovieHeader(
  storage: Pick<Storage, "get">,
  key: string,
  size: number,
  { file, head }: { file: FileHandle; head: Buffer },
): Promise<boolean> {
  let at = 0;
  for (let n = 0; n < MAX_TOP_LEVEL_BOXES && at + 8 <= size; n += 1) {
    const header = at + 16 <= head.length ? head.subarray(at, at + 16) : null;
    const bytes = header ?? (await bytesOf(storage, key, at, Math.min(size, at + 16) - 1));
    if (!header) await file.write(bytes, 0, bytes.length, at);
    const size32 = bytes.readUInt32BE(0);
    const boxSize = size32 === 1 && bytes.length >= 16 ? Number(bytes.readBigUInt64BE(8)) : size32;
    if (boxSize < 8) return false;
    if (bytes.toString("latin1", 4, 8) === "moov") {
      const end = Math.min(size, at + boxSize);
      if (end <= head.length) return true;
      if (end - at > MAX_MOVIE_HEADER_BYTES) return false;
      const movie = await bytesOf(storage, key, at, end - 1);
      await file.write(movie, 0, movie.length, at);
      return true;
    }
    at += boxSize;
  }
  return false;
}

/**
 * A local copy of a stored file for ffprobe (ffprobe never gets a URL): the file's first
 * HEADER_PROBE_BYTES and, for a QuickTime/MP4 whose movie header comes after its media, that
 * header at its own offset, the rest a hole of the file's size (a sparse file, read as zeros).
 * Only the header's bytes and a few box headers are downloaded, however large the file.
 */
export async function headerCopy(
  storage: Pick<Storage, "get">,
  key: string,
  size: number,
): Promise<HeaderCopy> {
  const target = path.join(os.tmpdir(), `demoreel-probe-${randomBytes(8).toString("hex")}`);
  const cleanup = () => rm(target, { force: true });
  const file = await open(target, "wx", 0o600);
  try {
    const head = await bytesOf(storage, key, 0, Math.min(size, HEADER_PROBE_BYTES) - 1);
    await file.write(head, 0, head.length, 0);
    let complete = head.length >= size;
    if (!complete && sniffContainer(head) === "mov") {
      complete = await copyMovieHeader(storage, key, size, { file, head });
      await file.truncate(size);
    }
    await file.close();
    return { path: target, complete, cleanup };
  } catch (error) {
    await file.close().catch(() => undefined);
    await cleanup();
    throw error;
  }
}
