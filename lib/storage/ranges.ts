import "server-only";
import type { ByteRange } from "./types";

/** The `Range` request header of an inclusive byte range. */
export function rangeHeader(range: ByteRange): string {
  return `bytes=${range.start}-${range.end}`;
}

/** Total size from `Content-Range: bytes a-b/size`, or null when absent or unknown ("*"). */
export function sizeFromContentRange(value: string | null): number | null {
  const match = value ? /^bytes\s+(?:\d+-\d+|\*)\/(\d+)$/i.exec(value.trim()) : null;
  return match?.[1] ? Number(match[1]) : null;
}
