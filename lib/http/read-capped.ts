import "server-only";
import type { Readable } from "node:stream";

/**
 * Reads a small part (a thumbnail) into memory, at most `maxBytes`; a larger one is drained and
 * dropped (null) so the rest of the form keeps flowing.
 */
export async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size <= maxBytes ? Buffer.concat(chunks) : null;
}
