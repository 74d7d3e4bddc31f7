import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { clientAddress } from "@/lib/http/proxy-headers";
import type { Caller } from "@/lib/auth/caller";
import { withinRateLimit } from "@/lib/rate-limit";
import { videos, videoViews, type Video } from "@/db/schema";
import type { Db } from "@/db/types";

/** A viewer counts at most once per this window. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/**
 * Views one address may add to one video per day when not signed in: anonymous ids cost nothing
 * to rotate. Without a trusted proxy the address is unknown and all such views share this bound.
 */
export const VIEWS_PER_ADDRESS_PER_DAY = 100;

const UNKNOWN_ADDRESS = "unknown";
const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);
const addressOf = (request: Request) => clientAddress(request.headers) ?? UNKNOWN_ADDRESS;

/** The client's address, hashed; null when no trusted proxy reports it (TRUSTED_PROXY_HOPS). */
export function addressHashOf(request: Request): string | null {
  const address = clientAddress(request.headers);
  return address === null ? null : hash(address);
}

/** Who is watching: the user, the anonymous dev id, else a hash of address and user agent. */
export function viewerKeyOf(caller: Caller, request: Request): string {
  if (caller.kind === "user") return `user:${caller.userId}`;
  if (caller.kind === "anonymous") return `anon:${caller.anonymousId}`;
  return `ip:${hash(`${addressOf(request)}\n${request.headers.get("user-agent") ?? ""}`)}`;
}

/**
 * The daily bound a view counts against: none for a signed-in user, else their address's (one
 * bound for all whose address is unknown: anonymous views then stay bounded, if together).
 */
export function addressKeyOf(caller: Caller, request: Request): string | null {
  return caller.kind === "user" ? null : hash(addressOf(request));
}

/** The hashed address of a caller who is not signed in, when a trusted proxy reported it; else null. */
export function knownAddressKeyOf(caller: Caller, request: Request): string | null {
  return caller.kind === "user" ? null : addressHashOf(request);
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
    addressKey = null,
    now = new Date(),
  }: {
    videoId: number;
    viewerKey: string;
    isOwner: boolean;
    addressKey?: string | null;
    now?: Date;
  },
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
    const bound = { limit: VIEWS_PER_ADDRESS_PER_DAY, windowSeconds: 24 * 60 * 60 };
    if (
      addressKey &&
      !(await withinRateLimit(tx, { key: `views:${videoId}:${addressKey}`, ...bound }))
    ) {
      return { views: video.views, counted: false };
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

/** A view of a video the viewer may watch; answers the current count. */
export async function countView(
  db: Db,
  {
    video,
    viewerId,
    viewerKey,
    addressKey = null,
  }: {
    video: Pick<Video, "id" | "userId">;
    viewerId: string | null;
    viewerKey: string;
    addressKey?: string | null;
  },
): Promise<{ views: number }> {
  const { views } = await recordView(db, {
    videoId: video.id,
    viewerKey,
    addressKey,
    isOwner: viewerId === video.userId,
  });
  return { views };
}
