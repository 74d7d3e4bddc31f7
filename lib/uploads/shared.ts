import { S3_MAX_PARTS, S3_MIN_PART_BYTES } from "@/lib/storage/s3-limits";

export { S3_MAX_PARTS, S3_MIN_PART_BYTES };

/**
 * Limits of the part-upload API, shared by the server and the browser uploader. A part that passes
 * through a route handler stays under Vercel's 4.5 MB function body limit; a part sent straight to
 * Vercel Blob is held to the same size by its grant.
 */
export const MAX_PART_BYTES = 4 * 1024 * 1024;
/** Parts are stored as opaque bytes; the joined recording is sniffed at commit. */
export const PART_CONTENT_TYPE = "application/octet-stream";
/** Part numbers run from 0 to MAX_PARTS - 1 (at one part per 3 s that is over 16 hours). */
export const MAX_PARTS = 20_000;
/**
 * An upload is live while a part or a commit touched it this recently. A recording sends a part
 * every few seconds, and a paused one resumes well within this; past it the session is abandoned
 * (a closed tab) and no longer counts as "in progress" anywhere, long before the daily sweep.
 */
export const LIVE_UPLOAD_MS = 15 * 60 * 1000;
/** Sessions untouched this long (never committed, or long committed) are removed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** A commit that has not finished within this long (a crashed server) may be claimed again. */
export const STALE_COMMIT_MS = 5 * 60 * 1000;
/** Recordings a user may have uploading at once; each holds parts in storage until it ends. */
export const MAX_OPEN_SESSIONS = 3;
/** The largest part acknowledged on S3 (the browser cuts a part at its first chunk past 5 MiB). */
export const S3_MAX_PART_BYTES = 64 * 1024 * 1024;

/** The longest title a video keeps (the same bound as the video's title field). */
const UPLOAD_TITLE_MAX = 200;

/**
 * The title an uploaded file's video starts with: the file's whole name, extension included, so
 * demo.mp4 and demo.mov stay two videos one can tell apart in the library. A name too long to keep
 * loses characters before its extension, never the extension itself.
 */
export function uploadTitle(fileName: string): string {
  const name = fileName.trim();
  if (name.length <= UPLOAD_TITLE_MAX) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  return `${name.slice(0, UPLOAD_TITLE_MAX - extension.length - 1).trimEnd()}…${extension}`;
}
