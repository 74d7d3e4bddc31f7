import "server-only";
import { LruCache } from "@/lib/cache/lru";
import { forgetAccessRow } from "@/lib/access/rows/access-rows";
import type { VideoResponse } from "./serialize";

/**
 * The public content of a shared video, built once per version (see docs/caching.md), kept in this
 * process by id and version (`updated_at`, which every write to a cached column sets): another
 * instance can never serve an older version than the database holds. Only public videos enter it;
 * who may be handed an entry is lib/access/viewer's decision, made before every read.
 */
export interface VideoContent {
  video: VideoResponse;
  /** The embed shows a captions track only when the transcript has lines. */
  hasCaptions: boolean;
}

/** Entries also expire, which bounds what the version does not cover (the owner's name and avatar). */
const SHARED_VIDEO_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

const globalForCache = globalThis as unknown as { demoreelSharedVideos?: LruCache<VideoContent> };
const sharedVideos = (globalForCache.demoreelSharedVideos ??= new LruCache<VideoContent>(
  MAX_ENTRIES,
  SHARED_VIDEO_TTL_MS,
));

const keyPrefix = (videoId: number) => `${videoId}:`;
const versionKey = (videoId: number, updatedAt: Date) =>
  `${keyPrefix(videoId)}${updatedAt.getTime()}`;

/** The content kept for this version of the video, if any. The content is frozen: never edit it. */
export const keptContent = (videoId: number, updatedAt: Date): VideoContent | undefined =>
  sharedVideos.get(versionKey(videoId, updatedAt));

/** Keeps a public video's content under the version it was read at. */
export function keepContent(videoId: number, updatedAt: Date, content: VideoContent): void {
  sharedVideos.set(versionKey(videoId, updatedAt), content);
}

/**
 * Call after every write that changes what a viewer of the video sees (title, description,
 * privacy, delete, processing result, thumbnail, transcript and chapters, attachments, documents).
 * Drops this process's entries at once; other processes never serve them because their version no
 * longer matches the database, and they expire within SHARED_VIDEO_TTL_MS.
 */
export function invalidateVideo(videoId: number): void {
  sharedVideos.deletePrefix(keyPrefix(videoId));
  forgetAccessRow(videoId);
}
