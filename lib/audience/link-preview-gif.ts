import "server-only";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { trackedLinks, videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { hashLinkToken } from "@/lib/access/rules/viewer-pass";
import { ApiError, notFound } from "@/lib/errors";
import { greetingName } from "@/lib/format/person-name";
import { getFfmpegTools, type FfmpegTools } from "@/lib/media/ffmpeg";
import { inlineFfmpegSlots } from "@/lib/media/inline-slots";
import { greetingFont, greetingText, makeGreetingGif } from "@/lib/media/preview-gif";
import { startTimeLimit } from "@/lib/media/time-limit";
import type { Storage } from "@/lib/storage/types";
import { ignoreFailure, logger } from "@/lib/log/logger";
import { enforceRateLimit } from "@/lib/rate-limit";
import { inlineMediaRateLimited } from "@/lib/videos/inline-media";
import type { VideoMedia } from "@/lib/videos/media";
import { PREVIEW_NOT_FOUND, linkPreviewPrefix, previewMedia } from "@/lib/videos/preview-gif";

/** A recipient's preview is made within the request that first asks for it; past this, the plain one. */
export const LINK_PREVIEW_TIME_LIMIT_MS = 20_000;
/**
 * Recipients' previews one video may have made a minute (all app instances together): a mail
 * merge's opens spread over minutes, and a make that keeps failing does not rerun ffmpeg per fetch.
 */
export const LINK_PREVIEWS_PER_MINUTE = 30;

/** A recipient's preview of the video's preview at `version` (a new video preview, a new file). */
export const linkPreviewKey = (videoId: number, linkId: number, version: string): string =>
  `${linkPreviewPrefix(videoId)}${linkId}-${version}.gif`;

/**
 * The live link of a public video without a password that has not expired. The email gate does not
 * close it: the link's token passes the gate, as it does on the page.
 */
async function findOpenLink(db: Db, token: string) {
  const [row] = await db
    .select({ id: trackedLinks.id, videoId: videos.id, recipientName: trackedLinks.recipientName })
    .from(trackedLinks)
    .innerJoin(videos, eq(videos.id, trackedLinks.videoId))
    .where(
      and(
        eq(trackedLinks.tokenHash, hashLinkToken(token)),
        isNull(trackedLinks.revokedAt),
        eq(videos.visibility, "public"),
        isNull(videos.passwordHash),
        or(isNull(videos.expiresAt), gt(videos.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface LinkPreviewOptions {
  signal?: AbortSignal;
  tools?: FfmpegTools;
  /** The font to draw with; by default the first found on the machine (none: no greeting). */
  font?: () => Promise<string | null>;
}

/**
 * GET /api/links/{token}/preview.gif: the video's preview with "Hi {first name}" on its first
 * second, made on the first request (in one of the process's inline ffmpeg slots, within a time
 * limit) and stored. When it cannot be made (no font, a name the font cannot draw, the slots
 * busy, the limit passed) the video's own preview answers, and the next request tries again.
 * Fetching it is not a view and opens nothing: it reads the link, never the viewer.
 */
export async function findLinkPreviewGif(
  db: Db,
  storage: Storage,
  { token, version }: { token: string; version?: string },
  options: LinkPreviewOptions = {},
): Promise<VideoMedia> {
  const link = await findOpenLink(db, token);
  if (!link) throw notFound(PREVIEW_NOT_FOUND, "media_not_found");
  // The recipient's file is made of the video's current preview: the same version, cache and ETag rules.
  const plain = await previewMedia(storage, link.videoId, version);
  const key = linkPreviewKey(link.videoId, link.id, plain.version);
  const cacheControl = plain.cacheControl;
  if (await storage.head(key)) return { key, cacheControl };
  const greeting = greetingText(greetingName(link.recipientName));
  const font = await (options.font ?? greetingFont)();
  if (!greeting || !font) return plain;
  try {
    await enforceRateLimit(db, {
      key: `link-preview:${link.videoId}`,
      limit: LINK_PREVIEWS_PER_MINUTE,
      windowSeconds: 60,
      message: inlineMediaRateLimited,
    });
    await inlineFfmpegSlots().run(
      () => storeGreetingGif(storage, { source: plain.key, key, greeting, font }, options),
      options.signal,
    );
    return { key, cacheControl };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Limited, busy or slow: the recipient still gets a moving preview, without their name this time.
    if (!(error instanceof ApiError)) {
      logger().error({ err: error, linkId: link.id }, "[media] no greeting preview for the link");
    }
    return plain;
  }
}

async function storeGreetingGif(
  storage: Storage,
  { source, key, greeting, font }: { source: string; key: string; greeting: string; font: string },
  options: LinkPreviewOptions,
): Promise<void> {
  const limit = startTimeLimit(LINK_PREVIEW_TIME_LIMIT_MS, options.signal);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-greeting-"));
  let local: { path: string; cleanup: () => Promise<void> } | null = null;
  try {
    local = await storage.toLocalFile(source, { signal: limit.signal });
    const tools = options.tools ?? (await getFfmpegTools());
    const out = path.join(workDir, "greeting.gif");
    await makeGreetingGif(
      tools,
      { source: local.path, greeting, fontFile: font, workDir },
      out,
      limit.signal,
    );
    await storage.put(key, createReadStream(out), { contentType: "image/gif" });
  } finally {
    limit.dispose();
    await local?.cleanup().catch(ignoreFailure("removing the greeting's local copy"));
    await rm(workDir, { recursive: true, force: true });
  }
}
