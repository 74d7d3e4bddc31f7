import "server-only";
import type { Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { Caller } from "@/lib/auth/caller";
import { recordCtaClick } from "@/lib/insights/record-cta-click";
import { recordWatchBeacon, type BeaconOutcome } from "@/lib/insights/record-watch-beacon";
import type { WatchBeacon } from "@/lib/insights/schemas";
import { addressKeyOf } from "@/lib/videos/views";
import { attributeViewer, rememberCtaClick } from "./attribution";

interface ViewerRequest {
  caller: Caller;
  request: Request;
  viewerId: string | null;
}

/**
 * POST /api/videos/{id}/watch: the beacon of this request's viewer, filed under who they are to
 * the owner (a tracked link's recipient, a gated viewer, or the usual keys).
 */
export async function recordViewerBeacon(
  db: DbOrTx,
  {
    caller,
    request,
    viewerId,
    videoId,
    beacon,
  }: ViewerRequest & { videoId: number; beacon: WatchBeacon },
): Promise<BeaconOutcome> {
  const who = await attributeViewer(db, { caller, request, videoId });
  return recordWatchBeacon(db, {
    videoId,
    viewerId,
    viewerKey: who.viewerKey,
    addressKey: addressKeyOf(caller, request),
    knownAddressKey: who.knownAddressKey,
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
    request,
    viewerId,
    video,
    badge,
  }: ViewerRequest & { video: Pick<Video, "id" | "userId" | "cta">; badge?: boolean },
): Promise<void> {
  const who = await attributeViewer(db, { caller, request, videoId: video.id });
  const counted = await recordCtaClick(db, {
    video,
    viewerId,
    viewerKey: who.viewerKey,
    addressKey: addressKeyOf(caller, request),
    badge,
  });
  if (counted && !badge) await rememberCtaClick(db, { videoId: video.id, countKey: who.countKey });
}
