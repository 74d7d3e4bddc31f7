import "server-only";

/** What the first bytes of a file say it is; never the part's declared content type. */
export interface Sniffed {
  contentType: string;
  ext: string;
}

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0): boolean =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Bytes needed to recognise any of the formats below. */
export const SNIFF_BYTES = 12;

/** WebM/Matroska (EBML magic 1A 45 DF A3) or MP4 ('ftyp' box at offset 4). */
export function sniffVideo(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return { contentType: "video/webm", ext: "webm" };
  if (startsWith(bytes, ascii("ftyp"), 4)) return { contentType: "video/mp4", ext: "mp4" };
  return null;
}

/** PNG, JPEG or WebP. */
export function sniffImage(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: "image/png", ext: "png" };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { contentType: "image/webp", ext: "webp" };
  }
  return null;
}
