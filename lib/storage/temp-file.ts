import "server-only";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { chunksOf } from "./body";
import { ObjectNotFoundError } from "./errors";
import type { ByteRange, Storage } from "./types";

/**
 * toLocalFile for remote stores: a private temporary copy (of `range` only, if given) that cleanup
 * removes. An abort of `signal` stops the download (the body is dropped) and removes the file.
 */
export async function downloadToTempFile(
  storage: Pick<Storage, "get">,
  key: string,
  { range, signal }: { range?: ByteRange; signal?: AbortSignal } = {},
): Promise<{ path: string; cleanup: () => Promise<void> }> {
  signal?.throwIfAborted();
  const got = await storage.get(key, range);
  if (!got) throw new ObjectNotFoundError(key);
  const name = `demoreel-${randomBytes(8).toString("hex")}-${path.basename(key)}`;
  const file = path.join(os.tmpdir(), name);
  const cleanup = () => rm(file, { force: true });
  try {
    await pipeline(Readable.from(chunksOf(got.body)), createWriteStream(file, { mode: 0o600 }), {
      signal,
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { path: file, cleanup };
}
