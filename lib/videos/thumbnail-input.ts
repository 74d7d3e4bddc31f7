import "server-only";
import { z } from "zod";
import { BodyTooLargeError } from "@/lib/http/body";
import type { IncomingBody } from "@/lib/http/incoming-body";
import { badRequest, tooLarge } from "@/lib/errors";
import { sniffImage, type Sniffed } from "@/lib/media/sniff";

/** Largest custom thumbnail image. */
export const MAX_THUMBNAIL_IMAGE_BYTES = 5 * 1024 * 1024;
/** Room for multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const THUMBNAIL_TOO_LARGE = "Thumbnail too large: the limit is 5 MB";
export const THUMBNAIL_NOT_AN_IMAGE = "Invalid image: upload a PNG, JPEG or WebP image";
const NEEDS_BODY = "Send multipart/form-data with an image field, or JSON { time }";

export type ThumbnailInput =
  { kind: "image"; bytes: Uint8Array; type: Sniffed } | { kind: "time"; time: number };

export const timeBody = z.object({
  time: z
    .number({ error: "time must be a number of seconds" })
    .finite({ error: "time must be a number of seconds" })
    .min(0, { error: "time must not be negative" }),
});

async function readImage(body: IncomingBody): Promise<ThumbnailInput> {
  let raw: Uint8Array;
  try {
    raw = await body.bytes(MAX_THUMBNAIL_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge(THUMBNAIL_TOO_LARGE);
    throw error;
  }
  const form = await new Response(raw as BodyInit, {
    headers: { "content-type": body.contentType },
  })
    .formData()
    .catch(() => null);
  const file = form?.get("image");
  if (!file || typeof file === "string") throw badRequest(`Invalid image: ${NEEDS_BODY}`);
  if (file.size > MAX_THUMBNAIL_IMAGE_BYTES) throw tooLarge(THUMBNAIL_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw badRequest(THUMBNAIL_NOT_AN_IMAGE);
  return { kind: "image", bytes, type };
}

async function readTime(body: IncomingBody): Promise<ThumbnailInput> {
  let value: unknown;
  try {
    value = JSON.parse(await body.text());
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    throw badRequest("Invalid JSON body");
  }
  const parsed = timeBody.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`Invalid time: ${issue?.message ?? "time is required"}`);
  }
  return { kind: "time", time: parsed.data.time };
}

/** PUT /api/videos/{id}/thumbnail: a multipart `image` (sniffed by its bytes) or JSON `{ time }`. */
export function readThumbnailInput(body: IncomingBody): Promise<ThumbnailInput> {
  const type = body.contentType.toLowerCase();
  if (type.startsWith("multipart/form-data")) return readImage(body);
  if (type.startsWith("application/json")) return readTime(body);
  throw badRequest(`Invalid body: ${NEEDS_BODY}`);
}
