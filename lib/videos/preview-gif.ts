import "server-only";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { videoColumns, videos, type Video } from "@/db/schema";
import type { Db } from "@/db/types";
import { notFound } from "@/lib/errors";
import { getFfmpegTools, type FfmpegTools } from "@/lib/media/ffmpeg";
import { makePreviewGif } from "@/lib/media/preview-gif";
import { startTimeLimit } from "@/lib/media/time-limit";
import { videoKey } from "@/lib/storage/keys";
import type { Storage, StoredObject } from "@/lib/storage/types";
import { ignoreFailure, logger } from "@/lib/log/logger";
import { mediaCacheControl, type VideoMedia } from "./media";
import { mediaKeyFor } from "./media-keys";

// The email preview (a looping GIF of the video's first seconds): the worker makes it after
// processing, an edit of the timeline and a thumbnail change; image requests read it cookieless.

export const PREVIEW_NOT_FOUND = "Preview not found";
/** A preview's file: beside the video's thumbnail and renditions, overwritten when it changes. */
export const previewGifKey = (videoId: number): string => videoKey(videoId, "preview.gif");
/** Where the recipients' previews of a video are; emptied whenever the video's preview changes. */
export const linkPreviewPrefix = (videoId: number): string => `videos/${videoId}/link-previews/`;

const tag = (text: string): string =>
  createHash("sha256").update(text).digest("base64url").slice(0, 10);

type PreviewSource = Pick<Video, "thumbnailKey"> & Parameters<typeof mediaKeyFor>[0];

/** What the preview is made of (the file that plays and the thumbnail); null: nothing to make. */
export function previewSourceTag(video: PreviewSource): string | null {
  const media = mediaKeyFor(video, "video");
  if (!media || video.processingStatus !== "completed") return null;
  return tag(`${media}\n${video.thumbnailKey ?? ""}`);
}

/** The stored preview's version: changes with every new file (the `?v=` of its URL). */
export const previewVersion = (object: Pick<StoredObject, "etag" | "size">): string =>
  tag(`${object.etag}\n${object.size}`);

/**
 * Shown without cookies (email clients, their image proxies): a public video with no password,
 * no email gate and not expired. Anything else, deleted included, is not found.
 */
export function openToAnyone(): SQL {
  return and(
    eq(videos.visibility, "public"),
    isNull(videos.passwordHash),
    eq(videos.emailGate, false),
    or(isNull(videos.expiresAt), gt(videos.expiresAt, sql`now()`)),
  ) as SQL;
}

/** The stored preview and how to cache it; 404 when it is not made yet. */
export async function previewMedia(
  storage: Storage,
  videoId: number,
  requested: string | undefined,
): Promise<VideoMedia & { version: string }> {
  const key = previewGifKey(videoId);
  const object = await storage.head(key);
  if (!object) throw notFound(PREVIEW_NOT_FOUND, "media_not_found");
  const version = previewVersion(object);
  return { key, version, cacheControl: mediaCacheControl(false, requested, version) };
}

/** GET /api/videos/{id}/preview.gif: the preview of a video anyone may open, else 404. */
export async function findVideoPreviewGif(
  db: Db,
  storage: Storage,
  { videoId, version }: { videoId: number; version?: string },
): Promise<VideoMedia> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, videoId), openToAnyone()))
    .limit(1);
  if (!row) throw notFound(PREVIEW_NOT_FOUND, "media_not_found");
  return previewMedia(storage, videoId, version);
}

/**
 * A remote store's MP4 is read from its first PREVIEW_SOURCE_BYTES only: renditions are faststart
 * (the movie header first, then the samples in time order), so the first seconds are in them, and
 * a thumbnail change on an hour-long video does not download all of it. Local disk: the file.
 */
export const PREVIEW_SOURCE_BYTES = 32 * 1024 * 1024;

async function openingOf(
  storage: Storage,
  { key, bytes }: { key: string; bytes: number },
  dir: string,
  signal: AbortSignal,
): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const object = storage.kind === "local" ? null : await storage.head(key);
  if (!object || object.size <= bytes) return storage.toLocalFile(key, { signal });
  const read = await storage.get(key, { start: 0, end: bytes - 1 });
  if (!read) throw notFound(PREVIEW_NOT_FOUND, "media_not_found");
  const file = path.join(dir, "opening.mp4");
  await pipeline(
    Readable.fromWeb(read.body as NodeReadableStream<Uint8Array>),
    createWriteStream(file),
    {
      signal,
    },
  );
  return { path: file, cleanup: () => rm(file, { force: true }) };
}

async function loadVideo(db: Db, videoId: number) {
  const [row] = await db.select(videoColumns).from(videos).where(eq(videos.id, videoId)).limit(1);
  return row ?? null;
}

/**
 * The `preview-gif` job: makes the video's preview from what plays now and its thumbnail, unless
 * the stored one was made of the same. The recipients' previews, made from it, go with the old one.
 */
export async function refreshPreviewGif(
  db: Db,
  storage: Storage,
  videoId: number,
  options: { tools?: FfmpegTools; signal?: AbortSignal; sourceBytes?: number } = {},
): Promise<"made" | "current" | "skipped"> {
  const video = await loadVideo(db, videoId);
  const source = video && previewSourceTag(video);
  const media = video && mediaKeyFor(video, "video");
  if (!video || !source || !media || !video.width) return "skipped";
  const key = previewGifKey(videoId);
  if ((await storage.head(key))?.metadata.source === source) return "current";
  const tools = options.tools ?? (await getFfmpegTools());
  const limit = startTimeLimit(120_000, options.signal);
  const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-preview-"));
  const copies: { path: string; cleanup: () => Promise<void> }[] = [];
  try {
    // Only our own MP4s are known to be faststart; anything else is read whole.
    const opening =
      media === video.mp4Key ? (options.sourceBytes ?? PREVIEW_SOURCE_BYTES) : Infinity;
    const local = await openingOf(storage, { key: media, bytes: opening }, dir, limit.signal);
    copies.push(local);
    let poster: string | null = null;
    if (video.thumbnailKey && (await storage.head(video.thumbnailKey))) {
      const thumb = await storage.toLocalFile(video.thumbnailKey, { signal: limit.signal });
      copies.push(thumb);
      poster = thumb.path;
    }
    const out = path.join(dir, "preview.gif");
    const made = await makePreviewGif(
      tools,
      { video: local.path, poster, width: video.width, height: video.height },
      out,
      limit.signal,
    );
    await storage.put(key, createReadStream(out), {
      contentType: "image/gif",
      metadata: { source },
    });
    // Deleted meanwhile: its files went with it, and so does this one.
    if (!(await loadVideo(db, videoId))) await storage.delete([key]);
    await storage.deletePrefix(linkPreviewPrefix(videoId));
    logger().info({ videoId, bytes: made.size, ...made.attempt }, "[media] preview GIF made");
    return "made";
  } finally {
    limit.dispose();
    for (const copy of copies) {
      await copy.cleanup().catch(ignoreFailure("removing the preview's local copies"));
    }
    await rm(dir, { recursive: true, force: true });
  }
}
