import "server-only";
import { gatedViewers } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { notFound } from "@/lib/errors";
import { enforceAddressLimits, tryAgainIn } from "@/lib/rate-limit";
import { closedError, lockFor, type LockQuery } from "@/lib/access/rules/lock";
import { VIDEO_NOT_FOUND, findVideoIfVisible } from "@/lib/videos/queries";
import { signViewerPass } from "@/lib/access/rules/viewer-pass";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import { storedGatedViewer } from "./gated-viewer";
import { gatedViewerKey } from "./link-token";
import type { ViewerIdentityInput } from "./schemas";
import { GATE_EMAILS_PER_ADDRESS_PER_HOUR, GATE_EMAILS_PER_VIDEO_PER_HOUR } from "./shared";

const HOUR_SECONDS = 60 * 60;

/**
 * POST /api/videos/{id}/viewer: a viewer gives their email (and name) at the video's email gate;
 * the answer is the viewer cookie's value, or null when this viewer passes without one (no gate,
 * the owner, a member, a tracked link). The password and expiry come first: the gate never opens
 * what they keep closed. The address is not verified, so each browser is its own gated viewer: a
 * new one per submission, except that the browser whose cookie already names a viewer with this
 * email keeps that viewer. A stored name is never replaced from the form.
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
  // Passing without an email is who the viewer is (owner, member, link), never an earlier email:
  // a browser past the gate that gives another email becomes the viewer it now names.
  const row = await findVideoIfVisible(db, { ...input, viewerPass: undefined });
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  const { video } = row;
  const beforeGate = lockFor({ ...video, emailGate: false }, input);
  if (beforeGate !== "open") throw closedError(beforeGate);
  if (!video.emailGate || video.userId === input.viewerId || row.gatePass) return null;
  const { authSecret } = config();
  const { email, name } = input.identity;
  const held = await storedGatedViewer(db, videoId, input.viewerPass);
  if (held?.email === email) return signViewerPass(authSecret, { videoId, gatedViewerId: held.id });
  // Without a trusted proxy every viewer shares one bucket: a gate that took any number of emails
  // from unknown addresses would let a script fill the table (there is no wrong answer to slow it).
  await enforceAddressLimits(db, {
    scope: `identify-viewer:${videoId}`,
    addressKey: input.addressKey,
    perAddress: { limit: GATE_EMAILS_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR_SECONDS },
    unknownAddresses: "shared",
    ceiling: {
      key: `identify-viewer-video:${videoId}`,
      limit: GATE_EMAILS_PER_VIDEO_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
    },
    message: (seconds) => `Too many attempts. ${tryAgainIn(seconds)}`,
  });
  const [saved] = await db
    .insert(gatedViewers)
    .values({ videoId, email, name })
    .returning({ id: gatedViewers.id });
  if (!saved) throw new Error("gated viewer not stored");
  const viewerKey = gatedViewerKey(saved.id);
  await emitWorkspaceEvent(db, { type: "viewer.identified", videoId, key: viewerKey, viewerKey });
  return signViewerPass(authSecret, { videoId, gatedViewerId: saved.id });
}
