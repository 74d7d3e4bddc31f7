import "server-only";
import type { FileHandle } from "node:fs/promises";
import type { Readable } from "node:stream";
import { ignoreFailure } from "@/lib/log/logger";

const CHUNK_BYTES = 64 * 1024;

/**
 * A web stream of bytes that a client may leave at any moment: it is pulled one chunk at a time,
 * and once cancelled it never enqueues, closes or errors again (each of those would throw
 * "Controller is already closed", outside any request, where nothing can catch it). `release`
 * runs exactly once, at the end, on an error or on cancel.
 */
function pulledStream(
  next: () => Promise<Uint8Array | null>,
  release: () => Promise<void>,
): ReadableStream<Uint8Array> {
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    await release();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (finished) return;
        let chunk: Uint8Array | null;
        try {
          chunk = await next();
        } catch (error) {
          // A read failed after the answer started: end the body (the client sees it cut short).
          if (!finished) controller.error(error);
          await finish();
          return;
        }
        if (finished) return; // Cancelled while the read was in flight.
        if (chunk === null) {
          await finish();
          controller.close();
          return;
        }
        controller.enqueue(chunk);
      },
      cancel: finish,
    },
    { highWaterMark: 0 },
  );
}

/** Bytes `[start, end]` of an open file, closing the handle at the end or when the reader leaves. */
export function fileHandleStream(
  handle: FileHandle,
  range: { start: number; end: number },
): ReadableStream<Uint8Array> {
  let position = range.start;
  return pulledStream(
    async () => {
      const left = range.end + 1 - position;
      if (left <= 0) return null;
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, left));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) return null;
      position += bytesRead;
      return buffer.subarray(0, bytesRead);
    },
    () => handle.close().catch(ignoreFailure("closing the file")),
  );
}

/** A Node stream (an S3 answer body) as a web stream, destroyed when the reader leaves. */
export function nodeReadableStream(source: Readable): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  return pulledStream(
    async () => {
      const { done, value } = await chunks.next();
      if (done) return null;
      return typeof value === "string" ? Buffer.from(value) : value;
    },
    async () => {
      source.destroy();
    },
  );
}

/**
 * Cancels `body` when `signal` aborts before anyone read it: a client that left before the answer
 * was sent must not leave its file open until the garbage collector finds it.
 */
export function cancelWhenAborted(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal | undefined,
): ReadableStream<Uint8Array> {
  if (!signal) return body;
  const cancel = () => {
    if (!body.locked) void body.cancel().catch(ignoreFailure("cancelling an unread body"));
  };
  if (signal.aborted) {
    // Gone already: release the file now, and answer with an empty body (a cancelled stream can
    // no longer become a Response's body, and nobody is there to read it).
    cancel();
    return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
  }
  signal.addEventListener("abort", cancel, { once: true });
  return body;
}
