import "server-only";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { selectRows } from "@/db/raw";
import { randomId } from "@/db/schema/ids";
import { config } from "@/lib/config";
import { clientAddress } from "@/lib/http/proxy-headers";
import type { Caller } from "@/lib/auth/caller";
import { releaseRateLimitHit, withinRateLimit } from "@/lib/rate-limit";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import type { Video } from "@/db/schema";
import type { Db } from "@/db/types";
import { forgetAccessRow } from "@/lib/access/rows/access-rows";
import { viewerKeyFor, viewWindowStart } from "./view-rule";

export { VIEW_WINDOW_MS } from "./view-rule";

/**
 * Views one address may add to one video per day when not signed in: anonymous ids cost nothing
 * to rotate. Without a trusted proxy the address is unknown and all such views share this bound.
 */
export const VIEWS_PER_ADDRESS_PER_DAY = 100;

const UNKNOWN_ADDRESS = "unknown";
/**
 * Client addresses are never stored: only this keyed hash, whose key changes every UTC day, so a
 * stored value can neither be reversed by hashing all addresses nor link a viewer across days.
 */
const hash = (text: string) =>
  createHmac("sha256", config().authSecret)
    .update(`${new Date().toISOString().slice(0, 10)}\n${text}`)
    .digest("hex")
    .slice(0, 32);
// One request asks for its address and that address's hash up to three times each (viewer key,
// bound, insights key): a header parse and an HMAC each are a measurable share of a watch beacon,
// so both are kept with the request.
const addresses = new WeakMap<Headers, { address: string | null; hashed?: string }>();
function addressFacts(headers: Headers) {
  let facts = addresses.get(headers);
  if (!facts) {
    facts = { address: clientAddress(headers) };
    addresses.set(headers, facts);
  }
  return facts;
}
const addressOf = (headers: Headers) => addressFacts(headers).address ?? UNKNOWN_ADDRESS;
function hashedAddressOf(headers: Headers): string {
  const facts = addressFacts(headers);
  facts.hashed ??= hash(facts.address ?? UNKNOWN_ADDRESS);
  return facts.hashed;
}

/** The client's address, hashed; null when no trusted proxy reports it (TRUSTED_PROXY_HOPS). */
export function addressHashOf(headers: Headers): string | null {
  return addressFacts(headers).address === null ? null : hashedAddressOf(headers);
}

function viewerKey(caller: Caller, headers: Headers, knownAddressHash: string | null): string {
  return viewerKeyFor({
    userId: caller.kind === "user" ? caller.userId : null,
    anonymousId: caller.kind === "anonymous" ? caller.anonymousId : null,
    knownAddressHash,
    // Only a viewer with no account, anonymous id or known address is keyed by it: hashed then.
    get requestHash() {
      return hash(`${addressOf(headers)}\n${headers.get("user-agent") ?? ""}`);
    },
  });
}

/** Who a watch session belongs to: the user, the anonymous id, else a hash of address and user agent. */
export function viewerKeyOf(caller: Caller, headers: Headers): string {
  return viewerKey(caller, headers, null);
}

/**
 * Who a view belongs to, as the owner's insights tell viewers apart: the user, else the known
 * address (one viewer per address), else as viewerKeyOf.
 */
export function viewCountKeyOf(caller: Caller, headers: Headers): string {
  return viewerKey(caller, headers, knownAddressKeyOf(caller, headers));
}

/**
 * The daily bound a view counts against: none for a signed-in user, else their address's (one
 * bound for all whose address is unknown: anonymous views then stay bounded, if together).
 */
export function addressKeyOf(caller: Caller, headers: Headers): string | null {
  return caller.kind === "user" ? null : hashedAddressOf(headers);
}

/** The hashed address of a caller who is not signed in, when a trusted proxy reported it; else null. */
export function knownAddressKeyOf(caller: Caller, headers: Headers): string | null {
  return caller.kind === "user" ? null : addressHashOf(headers);
}

/**
 * Counts a view unless this viewer's last counted view is younger than VIEW_WINDOW_MS, as one
 * statement: the viewer's row (key video and viewer) is upserted only when its last count is old
 * enough, so racing requests of one viewer count once; the log row and the video's count follow
 * from that row. Answers the video's count.
 */
export async function recordView(
  db: Db,
  { videoId, viewerKey, now = new Date() }: { videoId: number; viewerKey: string; now?: Date },
): Promise<{ views: number; counted: boolean }> {
  const at = now.toISOString();
  const [row] = await selectRows<{ views: number | null; counted: boolean }>(
    db,
    sql`
    with counted as (
      insert into video_viewers as w (video_id, viewer_key, last_counted_at)
      select id, ${viewerKey}::text, ${at}::timestamptz from videos where id = ${videoId}::bigint
      on conflict (video_id, viewer_key) do update set last_counted_at = excluded.last_counted_at
      where w.last_counted_at <= ${viewWindowStart(now).toISOString()}::timestamptz
      returning video_id
    ),
    logged as (
      insert into video_views (id, video_id, viewer_key, viewed_at)
      select ${randomId()}::bigint, video_id, ${viewerKey}::text, ${at}::timestamptz from counted
    ),
    bumped as (
      update videos set views = views + 1 where id in (select video_id from counted)
      returning views
    )
    select coalesce((select views from bumped), (select views from videos where id = ${videoId}::bigint))::int as views,
           exists (select 1 from counted) as counted
  `,
  );
  // The kept signed-out access row carries the count (embedded PGlite): the next read shows it.
  if (row?.counted) forgetAccessRow(videoId, "signed-out");
  return { views: row?.views ?? 0, counted: row?.counted ?? false };
}

/**
 * A view of a video the viewer may watch; answers the current count, and whether this one counted
 * (not the owner's, not a repeat inside the window). The owner's own views never
 * count. A caller who is not signed in also spends one of their address's daily views, given back
 * when the view was a repeat inside the window (reloads must not use up the bound).
 */
export async function countView(
  db: Db,
  {
    video,
    viewerId,
    viewerKey,
    addressKey = null,
  }: {
    video: Pick<Video, "id" | "userId" | "views">;
    viewerId: string | null;
    viewerKey: string;
    addressKey?: string | null;
  },
): Promise<{ views: number; counted: boolean }> {
  const unchanged = { views: video.views, counted: false };
  if (viewerId !== null && viewerId === video.userId) return unchanged;
  const bound = addressKey === null ? null : `views:${video.id}:${addressKey}`;
  if (bound !== null) {
    const counter = { key: bound, limit: VIEWS_PER_ADDRESS_PER_DAY, windowSeconds: 24 * 60 * 60 };
    if (!(await withinRateLimit(db, counter))) return unchanged;
  }
  const { views, counted } = await recordView(db, { videoId: video.id, viewerKey });
  if (bound !== null && !counted) await releaseRateLimitHit(db, bound);
  if (counted) await emitWorkspaceEvent(db, { type: "video.viewed", videoId: video.id, viewerKey });
  return { views, counted };
}
