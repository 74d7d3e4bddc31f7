import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy, { type Busboy, type Limits } from "busboy";
import { ApiError, badRequest, tooLarge } from "@/lib/errors";

export interface FilePart {
  name: string;
  filename: string | undefined;
  /** As the client declared it: never trusted, sniff the bytes instead. */
  mimeType: string;
  stream: Readable;
}

export interface ParseOptions {
  limits: Limits;
  /**
   * Consumes one file part (or drains it with `stream.resume()`). A rejection aborts the whole
   * parse, and that error is the one thrown.
   */
  onFile: (part: FilePart) => Promise<void>;
}

function asApiError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return badRequest(`Invalid multipart body: ${message}`);
}

/**
 * Streams a multipart/form-data request through busboy (never `request.formData()`): text fields
 * are collected, each file part goes to `onFile` as it arrives, with backpressure. Resolves with
 * the fields once every part and every `onFile` has finished. On any failure (bad body, limit,
 * client abort, `onFile` error) it stops reading, waits for all `onFile` calls to settle (so the
 * caller can clean up what they wrote) and rejects with the first error.
 */
export async function parseMultipart(
  request: Request,
  options: ParseOptions,
): Promise<Record<string, string>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw badRequest("Invalid body: expected multipart/form-data");
  }
  let parser: Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, limits: options.limits });
  } catch (error) {
    throw asApiError(error);
  }
  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const pending: Promise<void>[] = [];
    let failure: Error | null = null;

    const fail = (error: unknown) => {
      if (failure) return;
      failure = asApiError(error);
      source.destroy();
      parser.destroy();
      void Promise.allSettled(pending).then(() => reject(failure));
    };

    parser.on("field", (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // Aborting destroys an unread part with an error: never let that surface as an uncaught one.
      stream.on("error", () => undefined);
      const part = { name, filename: info.filename, mimeType: info.mimeType, stream };
      pending.push(options.onFile(part).catch(fail));
    });
    parser.on("partsLimit", () => fail(tooLarge("Too many form parts")));
    parser.on("filesLimit", () => fail(tooLarge("Too many files")));
    parser.on("fieldsLimit", () => fail(tooLarge("Too many form fields")));
    parser.on("error", fail);
    parser.on("finish", () => {
      void Promise.all(pending).then(() => {
        if (!failure) resolve(fields);
      });
    });
    source.on("error", fail);
    source.pipe(parser);
  });
}
