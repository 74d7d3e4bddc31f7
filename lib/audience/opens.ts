import "server-only";
import { sql } from "drizzle-orm";
import { selectRows } from "@/db/raw";
import type { Video } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { getConnection } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { attributeViewer } from "./attribution";
import { linkViewerKey } from "./link-token";
import { findActiveLink } from "./links";
import { isOwnSide } from "./real-viewer";
import { viewWindowStart } from "./view-rule";
import { addressKeyOf, VIEWS_PER_ADDRESS_PER_DAY } from "./views";
import { withinRateLimit } from "@/lib/rate-limit";

/**
 * One open of the video by this viewer, as one statement: the row's count goes up only when its
 * last open is older than the view window, so reloads and a scanner's bursts count once.
 */
export async function recordOpen(
  db: DbOrTx,
  { videoId, viewerKey, now = new Date() }: { videoId: number; viewerKey: string; now?: Date },
): Promise<boolean> {
  const rows = await selectRows<{ opens: number }>(
    db,
    sql`insert into video_opens as o (video_id, viewer_key, first_opened_at, last_opened_at)
      select id, ${viewerKey}::text, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from videos where id = ${videoId}::bigint
      on conflict (video_id, viewer_key) do update
        set opens = o.opens + 1, last_opened_at = excluded.last_opened_at
        where o.last_opened_at <= ${viewWindowStart(now).toISOString()}::timestamptz
      returning opens`,
  );
  return rows.length > 0;
}

/**
 * POST /api/videos/{id}/open: the page was opened (nothing played yet), filed under the viewer as
 * views file them. Never the owner's or a member's; a bot's open counts as an open, which is all
 * it ever is.
 */
export async function openVideo(
  db: Db,
  {
    caller,
    headers,
    video,
  }: { caller: Caller; headers: Headers; video: Pick<Video, "id" | "userId" | "workspaceId"> },
): Promise<{ opened: boolean }> {
  if (await isOwnSide(db, caller, video)) return { opened: false };
  // Anonymous ids cost nothing to rotate: an address opens a video at most as often as it views it.
  const address = addressKeyOf(caller, headers);
  const bound = {
    key: `opens:${video.id}:${address}`,
    limit: VIEWS_PER_ADDRESS_PER_DAY,
    windowSeconds: 86_400,
  };
  if (address !== null && !(await withinRateLimit(db, bound))) return { opened: false };
  const who = await attributeViewer(db, { caller, headers, videoId: video.id });
  return { opened: await recordOpen(db, { videoId: video.id, viewerKey: who.countKey }) };
}

/**
 * A request for a tracked link's page (GET or HEAD, by anyone: often a mail scanner that runs no
 * script) is an open of that link. Unknown and revoked tokens are ignored.
 */
export async function recordLinkOpen(
  db: DbOrTx,
  { videoId, token }: { videoId: number; token: string },
): Promise<void> {
  const link = await findActiveLink(db, { videoId, token });
  if (link) await recordOpen(db, { videoId, viewerKey: linkViewerKey(link.id) });
}

/**
 * The proxy's entry: files the open without holding up the page, and never fails it (an open
 * that could not be written is one fewer open, never an error page).
 */
export function noteLinkOpen(videoId: number, token: string): void {
  void getConnection()
    .then(({ db }) => recordLinkOpen(db, { videoId, token }))
    .catch(() => undefined);
}
