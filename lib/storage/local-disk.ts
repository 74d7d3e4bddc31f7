import "server-only";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { mkdir, open, readFile, rename, rm, stat, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { chunksOf, discardBody } from "./body";
import { fileHandleStream } from "./web-stream";
import { ObjectNotFoundError } from "./errors";
import { META_SUFFIX, assertValidKey, randomSuffix } from "./keys";
import type { ByteRange, PutBody, PutOptions, Storage, StoredObject, StoredRead } from "./types";
import { ignoreFailure } from "@/lib/log/logger";

interface Sidecar {
  contentType: string;
  metadata: Record<string, string>;
  etag: string;
  size: number;
}

const DEFAULT_TYPE = "application/octet-stream";
// Recordings are private data: only the app's own user may read them or list their folders.
export const FILE_MODE = 0o600;
export const FOLDER_MODE = 0o700;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** How far reading may run ahead of the disk in one upload. */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Every this many bytes of one write, the bytes so far are flushed to the disk in the background
 * (fdatasync) while the rest arrives: the fsync that makes the file durable then waits only for
 * the tail, instead of for the whole file's writeback after the last byte (600 MB: about 0.25 s).
 */
const FLUSH_EVERY_BYTES = 64 * 1024 * 1024;

/** Writes `chunks` to a temp file beside `finalPath`, fsyncs it and returns its path and size. */
async function writeTemp(
  finalPath: string,
  chunks: AsyncIterable<Uint8Array>,
): Promise<{ temp: string; size: number }> {
  const temp = path.join(
    path.dirname(finalPath),
    `.${path.basename(finalPath)}.${randomBytes(6).toString("hex")}.tmp`,
  );
  let size = 0;
  let flushed = 0;
  let flushing: Promise<void> | null = null;
  // fsync and fdatasync flush the file whichever descriptor asks: the write stream keeps its own.
  const opened: { handle?: FileHandle } = {};
  const handle = async () => (opened.handle ??= await open(temp, "r+"));
  async function* counted() {
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      if (size - flushed >= FLUSH_EVERY_BYTES && !flushing) {
        flushed = size;
        // A failed early flush is not the write's failure: the final sync below reports it.
        flushing = handle()
          .then((h) => h.datasync())
          .catch(ignoreFailure("an early flush (the final sync reports failures)"))
          .finally(() => (flushing = null));
      }
      yield chunk;
    }
  }
  // A write stream with a buffer of its own: the next chunks are read while earlier
  // ones are being written, and what has piled up meanwhile goes down in one writev. Writing each
  // chunk and waiting for it before reading the next left the disk and the socket taking turns.
  const out = createWriteStream(temp, {
    flags: "wx",
    mode: FILE_MODE,
    highWaterMark: WRITE_BUFFER_BYTES,
  });
  try {
    await pipeline(counted(), out);
    await flushing;
    await (await handle()).sync();
  } catch (error) {
    await flushing;
    // A body that fails at once can fail before the stream has even opened (created) the file:
    // removing it then would find nothing, and the open would leave it behind.
    if (!out.closed) await once(out, "close").catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  } finally {
    await opened.handle?.close().catch(ignoreFailure("closing the file"));
  }
  return { temp, size };
}

async function writeFileAtomic(file: string, data: string): Promise<void> {
  const { temp } = await writeTemp(
    file,
    (async function* () {
      yield Buffer.from(data);
    })(),
  );
  await rename(temp, file);
}

/** Files under `root`: key "videos/1/original.webm" is `${root}/videos/1/original.webm`. */
export class LocalDiskStorage implements Storage {
  readonly kind = "local" as const;
  readonly root: string;

  constructor(root: string) {
    if (!path.isAbsolute(root)) throw new Error(`Storage root must be absolute: ${root}`);
    this.root = path.resolve(root);
  }

  /** The absolute path of `key`; throws InvalidKeyError for keys that would escape the root. */
  pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    const rel = path.relative(this.root, full);
    if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) {
      throw new Error(`Storage key escapes the root: ${key}`);
    }
    return full;
  }

  async put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject> {
    let file: string;
    try {
      file = this.pathOf(key);
    } catch (error) {
      await discardBody(body);
      throw error;
    }
    await mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
    const { temp, size } = await writeTemp(file, chunksOf(body));
    const sidecar: Sidecar = {
      contentType: options.contentType || DEFAULT_TYPE,
      metadata: options.metadata ?? {},
      // A strong validator needs only to change whenever the bytes may have: every write gets a
      // new random one. Hashing the bytes instead cost a SHA-256 pass over every upload (600 MB:
      // about 0.35 s of the request's one thread) for nothing a reader can tell apart.
      etag: `"${randomBytes(16).toString("hex")}"`,
      size,
    };
    try {
      // Sidecar first: a crash in between leaves an orphan sidecar, never data without its type.
      await writeFileAtomic(file + META_SUFFIX, JSON.stringify(sidecar));
      await rename(temp, file);
    } catch (error) {
      // A write that failed (its folder removed meantime, say) leaves neither file behind: the
      // sidecar already replaced any older one, so it names bytes that never landed.
      await Promise.all([rm(temp, { force: true }), rm(file + META_SUFFIX, { force: true })]);
      throw error;
    }
    const info = await stat(file);
    return { key, ...sidecar, lastModified: info.mtime };
  }

  private async readSidecar(file: string): Promise<Sidecar | null> {
    try {
      return JSON.parse(await readFile(file + META_SUFFIX, "utf8")) as Sidecar;
    } catch {
      return null;
    }
  }

  private toObject(key: string, size: number, mtime: Date, sidecar: Sidecar | null): StoredObject {
    const fresh = sidecar !== null && sidecar.size === size;
    return {
      key,
      size,
      contentType: sidecar?.contentType ?? DEFAULT_TYPE,
      // A sidecar left from an older write (size differs) names another ETag: fall back to stat.
      etag: fresh
        ? sidecar.etag
        : `"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`,
      lastModified: mtime,
      metadata: sidecar?.metadata ?? {},
    };
  }

  async head(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return this.toObject(key, info.size, info.mtime, await this.readSidecar(file));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredRead | null> {
    const file = this.pathOf(key);
    let handle;
    try {
      handle = await open(file, "r");
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // fstat the open handle: size and bytes come from the same file even if it is replaced.
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const object = this.toObject(key, info.size, info.mtime, await this.readSidecar(file));
      if (range) {
        const { start, end } = range;
        const valid = Number.isInteger(start) && Number.isInteger(end) && start >= 0;
        if (!valid || start > end || end >= info.size) {
          throw new RangeError(`Range ${start}-${end} outside object of ${info.size} bytes`);
        }
      }
      if (info.size === 0) {
        await handle.close();
        return { object, body: new ReadableStream<Uint8Array>({ start: (c) => c.close() }) };
      }
      const bytes = range ?? { start: 0, end: info.size - 1 };
      return { object, body: fileHandleStream(handle, bytes) };
    } catch (error) {
      await handle.close().catch(ignoreFailure("closing the file"));
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    const files = keys.map((key) => this.pathOf(key));
    await Promise.all(
      files.flatMap((file) => [rm(file, { force: true }), rm(file + META_SUFFIX, { force: true })]),
    );
  }

  /** Removes every object under the directory `prefix` ("videos/123" or "videos/123/"). */
  async deletePrefix(prefix: string): Promise<void> {
    const dir = this.pathOf(prefix.replace(/\/+$/, ""));
    // A write finishing in the folder meanwhile makes the last rmdir find it not empty: retried.
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }

  async toLocalFile(
    key: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<{ path: string; cleanup: () => Promise<void> }> {
    options.signal?.throwIfAborted();
    const file = this.pathOf(key);
    try {
      if (!(await stat(file)).isFile()) throw new ObjectNotFoundError(key);
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
    return { path: file, cleanup: async () => undefined };
  }

  async healthCheck(): Promise<void> {
    const key = `_health/probe-${process.pid}-${randomSuffix(8)}`;
    const payload = new TextEncoder().encode(`probe ${Date.now()}`);
    try {
      await this.put(key, payload, { contentType: "text/plain" });
      const got = await this.get(key);
      if (!got) throw new Error("Storage health probe vanished after writing");
      const back = new Uint8Array(await new Response(got.body).arrayBuffer());
      if (Buffer.compare(Buffer.from(back), Buffer.from(payload)) !== 0) {
        throw new Error("Storage health probe read back different bytes");
      }
    } finally {
      await this.delete([key]);
    }
  }
}

export function createLocalDiskStorage(root: string): LocalDiskStorage {
  return new LocalDiskStorage(root);
}
