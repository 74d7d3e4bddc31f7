import "server-only";
import { eq, sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import { subscriptions, videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { ACTIVE_STATUSES } from "@/lib/billing/shared";
import { config } from "@/lib/config";
import { ENTITLEMENTS } from "@/lib/entitlements/shared";
import { lockFor, videoAccessColumns } from "./rules/lock";
import { cachedAccessRow } from "./rows/access-rows";
import { accessRowsKept } from "./rows/access-rows-listener";

/**
 * The share page's one access check per request (docs/caching.md): by primary key, whether
 * `/video/{id}` is the same for everyone (public, no password, not expired) and at which version.
 */
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The paid plans whose workspaces show their branding (the entitlements table decides). */
const BRANDED_PLANS = Object.values(ENTITLEMENTS)
  .filter((e) => e.customBranding)
  .map((e) => e.plan);

/**
 * The branding part of the version: when the video's workspace last changed its branding, and until
 * when its owner's plan shows it (compared with the clock at each request, so a lapsed plan drops
 * the branding on time). Both in the same primary-key query.
 */
const brandingColumns = {
  brandingUpdatedAt:
    sql<Date | null>`(select w.branding_updated_at from workspaces w where w.id = ${videos.workspaceId})`.mapWith(
      videos.updatedAt,
    ),
  brandedUntil:
    sql<Date | null>`(select max(s.current_period_end) from workspace_members o join subscriptions s on s.user_id = o.user_id where o.workspace_id = ${videos.workspaceId} and o.role = 'owner' and s.status in (${inList(ACTIVE_STATUSES)}) and s.plan in (${inList(BRANDED_PLANS.length ? BRANDED_PLANS : ["none"])}))`.mapWith(
      subscriptions.currentPeriodEnd,
    ),
};

function prepareAccessQuery(db: Db) {
  return db
    .select({ ...videoAccessColumns, updatedAt: videos.updatedAt, ...brandingColumns })
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

/** `{video ms}`, or `{video ms}-{branding ms}` while the workspace's branding shows. */
function versionOf(row: AccessRow, now: Date): string {
  const video = String(row.updatedAt.getTime());
  const branded = row.brandingUpdatedAt && row.brandedUntil && row.brandedUntil > now;
  return branded ? `${video}-${row.brandingUpdatedAt?.getTime()}` : video;
}

/**
 * The version of a video every viewer sees alike (its `updated_at` in ms, and its workspace's
 * branding while shown), or null when its page is per viewer or an error (private, password,
 * expired, unknown). Rows are kept in memory where they are dropped on every write: always on
 * embedded PGlite; on Postgres only with ACCESS_ROWS_FROM_NOTICES, while this process hears the
 * database's notices (rows/access-rows-listener.ts).
 */
export async function sharedPageVersion(videoId: number): Promise<string | null> {
  const connection = await getConnection();
  const { db } = connection;
  const row = accessRowsKept(connection)
    ? await cachedAccessRow(videoId, () => readAccessRow(db, videoId))
    : await readAccessRow(db, videoId);
  // Only a public video's page is the same for everyone: a workspace one depends on membership.
  if (!row || row.visibility !== "public") return null;
  if (lockFor(row, { viewerId: null }) !== "open") return null;
  return versionOf(row, new Date());
}

/**
 * The internal route of the page built once per version. The proxy rewrites to it and answers
 * 404 to anyone asking for it directly.
 */
export const SHARED_PAGE_PREFIX = "/video-version";

export const sharedPagePath = (videoId: number, version: string) =>
  `${SHARED_PAGE_PREFIX}/${videoId}/${version}`;

/** Absolute links in a page built once must not come from one request's Host header. */
export function sharedPageBaseUrl(): string | null {
  return config().AUTH_URL?.replace(/\/+$/, "") ?? null;
}
