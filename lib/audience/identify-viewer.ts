import "server-only";
import { sql } from "drizzle-orm";
import { gatedViewers } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { notFound } from "@/lib/errors";
import { enforceRateLimit, tryAgainIn } from "@/lib/rate-limit";
import { closedError, lockFor, type LockQuery } from "@/lib/access/rules/lock";
import { VIDEO_NOT_FOUND, findVideoIfVisible } from "@/lib/videos/queries";
import { signViewerPass } from "@/lib/access/rules/viewer-pass";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import { gatedViewerKey } from "./link-token";
import type { ViewerIdentityInput } from "./schemas";

/** Emails given per address and video in an hour: enough for typos, not for filling the table. */
export const IDENTIFY_ATTEMPTS = 20;
const IDENTIFY_WINDOW_SECONDS = 60 * 60;

/**
 * POST /api/videos/{id}/viewer: a viewer gives their email (and name) at the video's email gate;
 * the answer is the viewer cookie's value, or null when this viewer passes without one (no gate,
 * the owner, a member, a tracked link). The password and expiry come first: the gate never opens
 * what they keep closed. One gated viewer per video and address; a later name replaces the first.
 */
export async function identifyViewer(
  db: DbOrTx,
  input: LockQuery & {
    videoId: number;
    addressKey: string | null;
    identity: ViewerIdentityInput;
  },
): Promise<string | null> {
  const { videoId } = input;
  const row = await findVideoIfVisible(db, input);
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  const { video } = row;
  const beforeGate = lockFor({ ...video, emailGate: false }, input);
  if (beforeGate !== "open") throw closedError(beforeGate);
  if (!video.emailGate || video.userId === input.viewerId || row.gatePass) return null;
  if (input.addressKey !== null) {
    await enforceRateLimit(db, {
      key: `identify-viewer:${videoId}:${input.addressKey}`,
      limit: IDENTIFY_ATTEMPTS,
      windowSeconds: IDENTIFY_WINDOW_SECONDS,
      message: (seconds) => `Too many attempts. ${tryAgainIn(seconds)}`,
    });
  }
  const { email, name } = input.identity;
  const [saved] = await db
    .insert(gatedViewers)
    .values({ videoId, email, name })
    .onConflictDoUpdate({
      target: [gatedViewers.videoId, gatedViewers.email],
      set: { name: sql`coalesce(excluded.name, ${gatedViewers.name})` },
    })
    .returning({ id: gatedViewers.id });
  if (!saved) throw new Error("gated viewer not stored");
  const viewerKey = gatedViewerKey(saved.id);
  await emitWorkspaceEvent(db, { type: "viewer.identified", videoId, key: viewerKey, viewerKey });
  return signViewerPass(config().authSecret, { videoId, gatedViewerId: saved.id });
}
