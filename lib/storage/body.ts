import "server-only";
import { Readable } from "node:stream";
import type { PutBody } from "./types";
import { ignoreFailure } from "@/lib/log/logger";

/** The chunks of a put body, whatever its kind, with backpressure (pulled one at a time). */
export async function* chunksOf(body: PutBody): AsyncGenerator<Uint8Array> {
  if (body instanceof Uint8Array) {
    yield body;
    return;
  }
  if (body instanceof Readable) {
    for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
      yield typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    }
    return;
  }
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    // A reader that stopped early (an aborted download) cancels the body: its connection closes.
    if (finished) reader.releaseLock();
    else await reader.cancel().catch(ignoreFailure("cancelling the body read"));
  }
}

/** Cancels a body that will not be read (so its producer stops), ignoring errors. */
export async function discardBody(body: PutBody): Promise<void> {
  try {
    if (body instanceof Readable) body.destroy();
    else if (!(body instanceof Uint8Array)) await body.cancel();
  } catch {
    // already errored or locked: nothing to release
  }
}
