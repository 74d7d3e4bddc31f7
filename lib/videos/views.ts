import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { videos, videoViews } from "@/db/schema";
import type { Db } from "@/db/types";
import { getVisibleVideoOrThrow } from "./queries";

/** A viewer counts at most once per this window. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/** Who is watching: the user, the anonymous dev id, else a hash of address and user agent. */
export function viewerKeyOf(caller: Caller, request: Request): string {
  if (caller.kind === "user") return `user:${caller.userId}`;
  if (caller.kind === "anonymous") return `anon:${caller.anonymousId}`;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const address = forwarded || request.headers.get("x-real-ip") || "unknown";
  const agent = request.headers.get("user-agent") ?? "";
  return `ip:${createHash("sha256").update(`${address}\n${agent}`).digest("hex").slice(0, 32)}`;
}

/**
 * Counts a view unless this viewer was counted in the last VIEW_WINDOW_MS, or the viewer is the
 * owner and the last counted view was already the owner's. The video row is locked so concurrent
 * views from one viewer count once.
 */
export async function recordView(
  db: Db,
  {
    videoId,
    viewerKey,
    isOwner,
    now = new Date(),
  }: { videoId: number; viewerKey: string; isOwner: boolean; now?: Date },
): Promise<{ views: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    const [video] = await tx
      .select({ views: videos.views })
      .from(videos)
      .where(eq(videos.id, videoId))
      .for("update");
    if (!video) return { views: 0, counted: false };
    const since = new Date(now.getTime() - VIEW_WINDOW_MS);
    const [recent] = await tx
      .select({ id: videoViews.id })
      .from(videoViews)
      .where(
        and(
          eq(videoViews.videoId, videoId),
          eq(videoViews.viewerKey, viewerKey),
          gt(videoViews.viewedAt, since),
        ),
      )
      .limit(1);
    if (recent) return { views: video.views, counted: false };
    if (isOwner) {
      const [last] = await tx
        .select({ viewerKey: videoViews.viewerKey })
        .from(videoViews)
        .where(eq(videoViews.videoId, videoId))
        .orderBy(desc(videoViews.viewedAt))
        .limit(1);
      if (last?.viewerKey === viewerKey) return { views: video.views, counted: false };
    }
    await tx.insert(videoViews).values({ videoId, viewerKey, viewedAt: now });
    const [updated] = await tx
      .update(videos)
      .set({ views: sql`${videos.views} + 1` })
      .where(eq(videos.id, videoId))
      .returning({ views: videos.views });
    return { views: updated?.views ?? video.views + 1, counted: true };
  });
}

/** A view by anyone who may see the video (else 404); answers the current count. */
export async function countView(
  db: Db,
  { videoId, viewerId, viewerKey }: { videoId: number; viewerId: string | null; viewerKey: string },
): Promise<{ views: number }> {
  const { video } = await getVisibleVideoOrThrow(db, { videoId, viewerId });
  const { views } = await recordView(db, {
    videoId,
    viewerKey,
    isOwner: viewerId === video.userId,
  });
  return { views };
}
