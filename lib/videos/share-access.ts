import "server-only";
import { eq, sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import { videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { config } from "@/lib/config";
import { lockFor, videoAccessColumns } from "./access";
import { cachedAccessRow } from "./access-cache";

/**
 * The share page's one access check per request (docs/caching.md): by primary key, whether
 * `/video/{id}` is the same for everyone (shared, no password, not expired) and at which version.
 */
function prepareAccessQuery(db: Db) {
  return db
    .select({ ...videoAccessColumns, updatedAt: videos.updatedAt })
    .from(videos)
    .where(eq(videos.id, sql.placeholder("id")))
    .limit(1)
    .prepare("video_share_access");
}

type AccessQuery = ReturnType<typeof prepareAccessQuery>;
type AccessRow = Awaited<ReturnType<AccessQuery["execute"]>>[number];

// Prepared once per database (the driver then prepares it once per connection).
const prepared = new WeakMap<Db, AccessQuery>();

async function readAccessRow(db: Db, videoId: number): Promise<AccessRow | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareAccessQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ id: videoId });
  return row ?? null;
}

/**
 * The version (`updated_at` in ms) of a video every viewer sees alike, or null when its page is
 * per viewer or an error (private, password, expired, unknown). Embedded PGlite belongs to this
 * process alone, so its rows are kept in memory and dropped on each write (exact); a shared
 * Postgres is asked on every request, because another instance may have written.
 */
export async function sharedPageVersion(videoId: number): Promise<number | null> {
  const { db, kind } = await getConnection();
  const row =
    kind === "pglite"
      ? await cachedAccessRow(videoId, () => readAccessRow(db, videoId))
      : await readAccessRow(db, videoId);
  if (!row || row.isPrivate) return null;
  if (lockFor(row, { viewerId: null }) !== "open") return null;
  return row.updatedAt.getTime();
}

/**
 * The internal route of the page built once per version. The proxy rewrites to it and answers
 * 404 to anyone asking for it directly.
 */
export const SHARED_PAGE_PREFIX = "/video-version";

export const sharedPagePath = (videoId: number, version: number) =>
  `${SHARED_PAGE_PREFIX}/${videoId}/${version}`;

/** Absolute links in a page built once must not come from one request's Host header. */
export function sharedPageBaseUrl(): string | null {
  return config().AUTH_URL?.replace(/\/+$/, "") ?? null;
}
