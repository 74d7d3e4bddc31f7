import "server-only";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { forbidden, gone, notFound } from "@/lib/errors";
import { enforceAddressLimits, releaseRateLimitHit, tryAgainIn } from "@/lib/rate-limit";
import { lockFor } from "./rules/lock";
import { signUnlock, verifyPassword } from "./rules/password";
import { VIDEO_NOT_FOUND, findVideoIfVisible } from "@/lib/videos/queries";
import { INCORRECT_PASSWORD, LINK_EXPIRED } from "./rules/shared";

/** Password attempts per address and video in UNLOCK_WINDOW_SECONDS. */
export const UNLOCK_ATTEMPTS = 10;
export const UNLOCK_WINDOW_SECONDS = 15 * 60;
/**
 * Wrong passwords per video from all addresses together in UNLOCK_VIDEO_WINDOW_SECONDS: the bound
 * on guessing that holds when addresses are unknown or many. Right passwords do not count, so a
 * crowd of viewers who know it is never held back; a flood of wrong ones holds every new unlock
 * of that video back until the window ends (viewers already unlocked keep watching).
 */
export const UNLOCK_FAILURES_PER_VIDEO = 50;
export const UNLOCK_VIDEO_WINDOW_SECONDS = 60 * 60;

const tooMany = (seconds: number) => `Too many password attempts. ${tryAgainIn(seconds)}`;
const LIMITER_DOWN = "Passwords cannot be checked right now. Please try again in a moment.";

/**
 * POST /api/videos/{id}/unlock: checks the password and answers the unlock cookie's value (null
 * when there is nothing to unlock: no password, or the owner). Every attempt counts against the
 * address's limit for this video, so guessing stays slow whatever the answers; an unknown address
 * (addressKey null) has no bound of its own, because sharing one would let ten wrong guesses lock
 * every such viewer out. Every attempt also counts against the video's ceiling until it turns out
 * right. When the limiter's store is down nothing is checked (503).
 */
export async function unlockVideo(
  db: DbOrTx,
  input: { videoId: number; viewerId: string | null; addressKey: string | null; password: string },
): Promise<string | null> {
  const { videoId, viewerId } = input;
  const row = await findVideoIfVisible(db, { videoId, viewerId });
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  const { video } = row;
  if (lockFor(video, { viewerId }) === "expired") throw gone(LINK_EXPIRED, "link_expired");
  if (video.passwordHash === null || video.userId === viewerId) return null;
  const videoKey = `unlock-video:${videoId}`;
  await enforceAddressLimits(db, {
    scope: `unlock:${videoId}`,
    addressKey: input.addressKey,
    perAddress: { limit: UNLOCK_ATTEMPTS, windowSeconds: UNLOCK_WINDOW_SECONDS },
    unknownAddresses: "ceiling-only",
    ceiling: {
      key: videoKey,
      limit: UNLOCK_FAILURES_PER_VIDEO,
      windowSeconds: UNLOCK_VIDEO_WINDOW_SECONDS,
    },
    message: tooMany,
    unavailableMessage: LIMITER_DOWN,
  });
  if (!(await verifyPassword(input.password, video.passwordHash))) {
    throw forbidden(INCORRECT_PASSWORD, "incorrect_password");
  }
  await releaseRateLimitHit(db, videoKey);
  const claim = { videoId, passwordVersion: video.passwordVersion };
  return signUnlock(config().authSecret, claim);
}
