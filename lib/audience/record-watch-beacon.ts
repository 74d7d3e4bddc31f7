import "server-only";
import type { DbOrTx } from "@/db/types";
import { notFound, tooManyRequests } from "@/lib/errors";
import { pruneExpiredCountersNowAndThen } from "@/lib/rate-limit";
import { notifyFirstView } from "@/lib/notifications/create";
import { closedError } from "@/lib/access/rules/lock";
import { VIDEO_NOT_FOUND } from "@/lib/videos/queries";
import { emitViewerMilestones, passedMilestone } from "@/lib/webhooks/emit";
import { NO_CREDENTIALS, runBeaconStatement, type BeaconCredentials } from "./beacon-statement";
import { BEACON_MIN_GAP_SECONDS, COMPLETION_SHARE } from "./shared";
import type { WatchBeacon } from "./schemas";

export interface BeaconInput {
  videoId: number;
  /** The signed-in viewer, or null (anonymous or signed out). */
  viewerId: string | null;
  /** Who is watching, as views count them (user:, anon:, ip: or gated:), unless a link names them. */
  viewerKey: string;
  /** The hashed address of a viewer who is not signed in; null for a signed-in one. */
  addressKey: string | null;
  /**
   * The same when a trusted proxy reported the address, else null: insights merge sessions by
   * it, and merging everyone whose address is unknown would show all of them as one viewer.
   */
  knownAddressKey: string | null;
  /** What the browser holds for this video (unlock, gate pass, tracked link); none by default. */
  credentials?: BeaconCredentials;
  beacon: WatchBeacon;
  minGapSeconds?: number;
}

export type BeaconOutcome = "stored" | "owner";

/**
 * One beacon: the access check (visibility, then expiry, password and email gate, as the API's
 * other video routes answer them), the attribution and the session's upsert in one statement
 * (./beacon-statement.ts); then, only when something happened that someone listens for, the
 * first-view notification and the milestone webhooks.
 */
export async function recordWatchBeacon(db: DbOrTx, input: BeaconInput): Promise<BeaconOutcome> {
  const { videoId, viewerId, addressKey, beacon } = input;
  const row = await runBeaconStatement(db, {
    videoId,
    viewerId,
    viewerKey: input.viewerKey,
    knownAddressKey: input.knownAddressKey,
    // A session id costs nothing to make up, so a viewer who is not signed in may start at most
    // WATCH_SESSIONS_PER_ADDRESS_PER_DAY sessions of one video a day from one address; an
    // existing session's beacons go on.
    boundKey: addressKey === null ? null : `watch-sessions:${videoId}:${addressKey}`,
    credentials: input.credentials ?? NO_CREDENTIALS,
    beacon,
    gapSeconds: input.minGapSeconds ?? BEACON_MIN_GAP_SECONDS,
  });
  if (!row?.visible) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  if (row.lock !== null && row.lock !== "open") throw closedError(row.lock);
  if (!row.counted) return "owner";
  // The bound's counter is a row like the rate limiter's, and is pruned like them.
  if (addressKey !== null && row.fresh && row.measurable) await pruneExpiredCountersNowAndThen(db);
  if (row.bounded) throw tooManyRequests("Too many viewing sessions from this address today.");
  // A video with no duration yet has nothing to clamp to: the beacon is accepted and dropped.
  if (row.measurable && !row.stored) throw tooManyRequests();
  if (row.stored && row.fresh && viewerId && row.owner_id) {
    await notifyFirstView(db, { videoId, videoOwnerId: row.owner_id, viewerId });
  }
  const passed =
    row.watched_after !== null &&
    passedMilestone(
      { before: row.watched_before, after: row.watched_after, duration: row.duration ?? 0 },
      COMPLETION_SHARE,
    );
  if (row.stored && row.milestone_hooks && passed) {
    await emitViewerMilestones(db, {
      videoId,
      viewerKey: row.viewer_key,
      completionShare: COMPLETION_SHARE,
    });
  }
  return "stored";
}
