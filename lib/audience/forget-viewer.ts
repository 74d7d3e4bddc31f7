import "server-only";
import { sql } from "drizzle-orm";
import { selectRows } from "@/db/raw";
import type { DbOrTx } from "@/db/types";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { forgetGatedViewersInDeliveries } from "@/lib/webhooks/forget";

/**
 * DELETE /api/videos/{id}/viewers?key=: the owner erases what was kept of one viewer of the video
 * (their sessions, counted views and click; for a viewer from the email gate also their email,
 * name, comments and reactions, and their name and address in the stored webhook events), keyed
 * as the insights list them. The video's totals
 * (views, watch time, retention) stay, as sums that name nobody. Unknown keys are no-ops.
 */
export async function forgetViewer(
  db: DbOrTx,
  { videoId, userId, key }: { videoId: number; userId: string; key: string },
): Promise<void> {
  await getOwnedVideoOrThrow(db, { videoId, userId });
  const id = sql`${videoId}::bigint`;
  await db.execute(sql`
    delete from watch_sessions where video_id = ${id} and (viewer_key = ${key}
      or (user_id is null and address_key is not null and 'address:' || address_key = ${key}))`);
  await db.execute(sql`delete from video_views where video_id = ${id} and viewer_key = ${key}`);
  await db.execute(sql`delete from video_viewers where video_id = ${id} and viewer_key = ${key}`);
  await db.execute(
    sql`delete from viewer_cta_clicks where video_id = ${id} and viewer_key = ${key}`,
  );
  // A viewer from the email gate: their email and name go too (with their comments and
  // reactions), and so does what the webhook log kept of them.
  const gated = /^gated:(\d{1,16})$/.exec(key)?.[1];
  if (gated) {
    const erased = await selectRows<{ id: number }>(
      db,
      sql`delete from gated_viewers where video_id = ${id} and id = ${Number(gated)}::bigint
        returning id::float8 as id`,
    );
    await forgetGatedViewersInDeliveries(
      db,
      erased.map((row) => row.id),
    );
  }
}
