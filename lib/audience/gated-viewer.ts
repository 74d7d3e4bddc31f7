import "server-only";
import { and, eq } from "drizzle-orm";
import { gatedViewers, type GatedViewer } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { lockCookiesOf } from "@/lib/access/rules/cookies";
import { verifyViewerPass } from "@/lib/access/rules/viewer-pass";

/** A gated viewer as the routes that name one need them. */
export type StoredGatedViewer = Pick<GatedViewer, "id" | "email" | "name">;

/**
 * The gated viewer a viewer cookie's value names for this video, if it is still stored: the owner
 * may have erased them (forget-viewer.ts), and a signed cookie outlives that. null for a cookie
 * that is absent, forged, expired or names no one any more: such a browser is no gated viewer.
 */
export async function storedGatedViewer(
  db: DbOrTx,
  videoId: number,
  viewerPass: string | undefined,
): Promise<StoredGatedViewer | null> {
  const id = verifyViewerPass(config().authSecret, videoId, viewerPass);
  if (id === null) return null;
  const [row] = await db
    .select({ id: gatedViewers.id, email: gatedViewers.email, name: gatedViewers.name })
    .from(gatedViewers)
    .where(and(eq(gatedViewers.id, id), eq(gatedViewers.videoId, videoId)))
    .limit(1);
  return row ?? null;
}

/** storedGatedViewer for a route's request. */
export const storedGatedViewerOf = (db: DbOrTx, headers: Headers, videoId: number) =>
  storedGatedViewer(db, videoId, lockCookiesOf(headers, videoId).viewerPass);
