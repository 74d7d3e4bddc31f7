import "server-only";
import { sql } from "drizzle-orm";
import { selectRows } from "@/db/raw";
import type { DbOrTx } from "@/db/types";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { forgetGatedViewersInDeliveries } from "@/lib/webhooks/forget";
import { gatedViewerKey } from "./link-token";

/**
 * The gated viewers one insights key stands for: every browser that gave the same email at this
 * video's gate (the insights count them as one person, viewers.ts's personKey). Empty for a key
 * of any other kind.
 */
async function gatedViewersOfPerson(db: DbOrTx, videoId: number, key: string): Promise<number[]> {
  const gated = /^gated:(\d{1,16})$/.exec(key)?.[1];
  if (!gated) return [];
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select p.id::float8 as id from gated_viewers g
      join gated_viewers p on p.video_id = g.video_id and (p.id = g.id or p.email = g.email)
      where g.video_id = ${videoId}::bigint and g.id = ${Number(gated)}::bigint`,
  );
  return rows.map((row) => row.id);
}

/**
 * DELETE /api/videos/{id}/viewers?key=: the owner erases what was kept of one viewer of the video
 * (their sessions, opens, counted views and click; for a viewer from the email gate, every browser that
 * gave that email, and also their email, name, comments and reactions, and what the stored
 * webhook events said of them), keyed as the insights list them. The video's totals (views,
 * watch time, retention) stay, as sums that name nobody. Unknown keys are no-ops.
 */
export async function forgetViewer(
  db: DbOrTx,
  { videoId, userId, key }: { videoId: number; userId: string; key: string },
): Promise<void> {
  await getOwnedVideoOrThrow(db, { videoId, userId });
  const id = sql`${videoId}::bigint`;
  const gatedIds = await gatedViewersOfPerson(db, videoId, key);
  const keys = [key, ...gatedIds.map(gatedViewerKey)];
  const anyKey = sql`any(${sql.param(keys)}::text[])`;
  await db.execute(sql`
    delete from watch_sessions where video_id = ${id} and (viewer_key = ${anyKey}
      or (user_id is null and address_key is not null and 'address:' || address_key = ${key}))`);
  await db.execute(sql`delete from video_views where video_id = ${id} and viewer_key = ${anyKey}`);
  await db.execute(
    sql`delete from video_viewers where video_id = ${id} and viewer_key = ${anyKey}`,
  );
  await db.execute(
    sql`delete from viewer_cta_clicks where video_id = ${id} and viewer_key = ${anyKey}`,
  );
  await db.execute(sql`delete from video_opens where video_id = ${id} and viewer_key = ${anyKey}`);
  if (gatedIds.length === 0) return;
  // Their comments and reactions go with their rows.
  await db.execute(
    sql`delete from gated_viewers where video_id = ${id}
      and id = any(${sql.param(gatedIds.map(String))}::bigint[])`,
  );
  await forgetGatedViewersInDeliveries(db, gatedIds);
}
