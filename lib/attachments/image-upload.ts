import "server-only";
import { BodyTooLargeError } from "@/lib/http/body";
import type { IncomingBody } from "@/lib/http/incoming-body";

/** Largest attachment image accepted. */
export const MAX_ATTACHMENT_IMAGE_BYTES = 10 * 1024 * 1024;
/** Room for multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const UPLOAD_PATH = "/api/attachments/upload";
/** The name part of `attachments/{userId}/{timestamp}-{random6}-{safe name}`. */
const UPLOADED_FILE = /^\d{1,16}-[a-z0-9]{6}-[A-Za-z0-9._-]{1,100}$/;

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/avif";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The image type from the file's first bytes (never from its name or declared type); SVG is refused. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("ftypavif"), 4) || startsWith(bytes, ascii("ftypavis"), 4)) {
    return "image/avif";
  }
  return null;
}

/** The image in an upload request: a multipart field `file` (or `image`), or the raw body. */
export async function readUploadedImage(
  body: IncomingBody,
  declaredFileName: string | null,
): Promise<{ bytes: Uint8Array; fileName: string | undefined } | null> {
  const contentType = body.contentType;
  const raw = await body.bytes(MAX_ATTACHMENT_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES);
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    if (raw.byteLength > MAX_ATTACHMENT_IMAGE_BYTES)
      throw new BodyTooLargeError(MAX_ATTACHMENT_IMAGE_BYTES);
    return raw.byteLength
      ? { bytes: raw, fileName: declaredFileName ? safeDecode(declaredFileName) : undefined }
      : null;
  }
  const form = await new Response(raw as BodyInit, { headers: { "content-type": contentType } })
    .formData()
    .catch(() => null);
  const file = form?.get("file") ?? form?.get("image");
  if (!file || typeof file === "string") return null;
  if (file.size > MAX_ATTACHMENT_IMAGE_BYTES)
    throw new BodyTooLargeError(MAX_ATTACHMENT_IMAGE_BYTES);
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The URL the upload route answers for a stored image, and back (the caller's own uploads only). */
export function uploadedImageUrl(key: string): string {
  const file = key.split("/").pop() ?? "";
  return `${UPLOAD_PATH}?file=${encodeURIComponent(file)}`;
}

export function uploadedImageFile(imageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(imageUrl, "http://placeholder.invalid");
  } catch {
    return null;
  }
  if (url.pathname !== UPLOAD_PATH) return null;
  const file = url.searchParams.get("file") ?? "";
  return UPLOADED_FILE.test(file) ? file : null;
}

/** Storage key of a user's uploaded attachment image (the layout of `attachmentImageKey`). */
export function uploadedImageKey(userId: string, file: string): string {
  return `attachments/${userId}/${file}`;
}
