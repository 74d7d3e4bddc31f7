import "server-only";
import type { Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { Caller } from "@/lib/auth/caller";
import { recordCtaClick } from "./record-cta-click";
import { recordWatchBeacon, type BeaconOutcome } from "./record-watch-beacon";
import type { WatchBeacon } from "./schemas";
import { config } from "@/lib/config";
import { unlockedPasswordVersion } from "@/lib/access/rules/password";
import { lockCookiesOf } from "@/lib/access/rules/cookies";
import { hashLinkToken, verifyViewerPass } from "@/lib/access/rules/viewer-pass";
import { addressKeyOf } from "./views";
import { attributeViewer, rememberCtaClick, viewerKeysOf } from "./attribution";
import { GATED_VIEWER_KEY_PREFIX, LINK_VIEWER_KEY_PREFIX } from "./link-token";

interface ViewerRequest {
  caller: Caller;
  headers: Headers;
  viewerId: string | null;
}

/**
 * POST /api/videos/{id}/watch: the beacon of this request's viewer, filed under who they are to
 * the owner (a tracked link's recipient, a gated viewer, or the usual keys). The route reads no
 * video first: the beacon's one statement checks access, finds the link and the gated viewer and
 * stores the session, with the cookies verified here (their signatures need the secret, not the row).
 */
export async function recordViewerBeacon(
  db: DbOrTx,
  {
    caller,
    headers,
    viewerId,
    videoId,
    beacon,
  }: ViewerRequest & { videoId: number; beacon: WatchBeacon },
): Promise<BeaconOutcome> {
  const { authSecret } = config();
  const cookies = lockCookiesOf(headers, videoId);
  const gatedViewerId = verifyViewerPass(authSecret, videoId, cookies.viewerPass);
  // The keys without the gate: the statement names the gated viewer only if still stored.
  const { viewerKey, knownAddressKey } = viewerKeysOf(caller, headers, null);
  const gatedKeyPrefix = caller.kind === "user" ? null : GATED_VIEWER_KEY_PREFIX;
  return recordWatchBeacon(db, {
    videoId,
    viewerId,
    viewerKey,
    addressKey: addressKeyOf(caller, headers),
    knownAddressKey,
    credentials: {
      unlockedVersion: unlockedPasswordVersion(authSecret, videoId, cookies.unlock),
      gatedViewer: gatedViewerId === null ? null : { id: gatedViewerId, keyPrefix: gatedKeyPrefix },
      recipient: cookies.recipient
        ? { tokenHash: hashLinkToken(cookies.recipient), keyPrefix: LINK_VIEWER_KEY_PREFIX }
        : null,
    },
    beacon,
  });
}

/**
 * POST /api/videos/{id}/cta-click (or /badge-click): the click, under the same viewer as their
 * beacons; a counted CTA click also names its clicker in the per-viewer insights.
 */
export async function recordViewerClick(
  db: DbOrTx,
  {
    caller,
    headers,
    viewerId,
    video,
    badge,
  }: ViewerRequest & { video: Pick<Video, "id" | "userId" | "cta">; badge?: boolean },
): Promise<void> {
  const who = await attributeViewer(db, { caller, headers, videoId: video.id });
  const counted = await recordCtaClick(db, {
    video,
    viewerId,
    viewerKey: who.viewerKey,
    addressKey: addressKeyOf(caller, headers),
    badge,
  });
  if (counted && !badge) await rememberCtaClick(db, { videoId: video.id, countKey: who.countKey });
}
