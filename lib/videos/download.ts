import "server-only";
import type { Video } from "@/db/schema";
import { fileExtension } from "@/lib/storage/keys";
import { PRIVATE_CACHE, type VideoMedia } from "./media";
import { assertMayDownload } from "@/lib/access/rules/lock";
import { requireOriginalKey } from "./original";

/** "<title>.<ext>": the title as the owner wrote it, minus path separators and control characters. */
export function downloadFileName(title: string, ext: string): string {
  const base = title
    .replace(/[\u0000-\u001f\u007f/\\]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  return `${base || "recording"}.${ext}`;
}

/**
 * The MP4 rendition once processing made one, else the original with its own extension (409 while
 * a recording is still being joined: there is no file yet).
 */
function downloadKey(video: Pick<Video, "processingStatus" | "mp4Key" | "originalKey">): {
  key: string;
  ext: string;
} {
  if (video.processingStatus === "completed" && video.mp4Key)
    return { key: video.mp4Key, ext: "mp4" };
  const key = requireOriginalKey(video);
  return { key, ext: fileExtension(key) ?? "webm" };
}

/** GET /api/videos/{id}/download: what to send as an attachment, of a video the viewer may watch. */
export function videoDownload(video: Video, viewerId: string | null): VideoMedia {
  assertMayDownload(video, viewerId);
  const { key, ext } = downloadKey(video);
  return { key, cacheControl: PRIVATE_CACHE, downloadName: downloadFileName(video.title, ext) };
}
