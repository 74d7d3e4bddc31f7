import "server-only";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { forbidden, gone, notFound } from "@/lib/errors";
import { enforceRateLimit, tryAgainIn } from "@/lib/rate-limit";
import { lockFor } from "./access";
import { INCORRECT_PASSWORD, LINK_EXPIRED } from "@/lib/videos/shared";
import { signUnlock, verifyPassword } from "./password";
import { findVisibleVideo, VIDEO_NOT_FOUND } from "./queries";

/** Password attempts per address and video in UNLOCK_WINDOW_SECONDS. */
export const UNLOCK_ATTEMPTS = 10;
export const UNLOCK_WINDOW_SECONDS = 15 * 60;

/**
 * POST /api/videos/{id}/unlock: checks the password and answers the unlock cookie's value (null
 * when there is nothing to unlock: no password, or the owner). Every attempt counts against the
 * address's limit for this video, so guessing stays slow whatever the answers.
 */
export async function unlockVideo(
  db: DbOrTx,
  input: { videoId: number; viewerId: string | null; addressKey: string; password: string },
): Promise<string | null> {
  const { videoId, viewerId } = input;
  const row = await findVisibleVideo(db, { videoId, viewerId });
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  const { video } = row;
  if (lockFor(video, { viewerId }) === "expired") throw gone(LINK_EXPIRED, "link_expired");
  if (video.passwordHash === null || video.userId === viewerId) return null;
  await enforceRateLimit(db, {
    key: `unlock:${videoId}:${input.addressKey}`,
    limit: UNLOCK_ATTEMPTS,
    windowSeconds: UNLOCK_WINDOW_SECONDS,
    message: (seconds) => `Too many password attempts. ${tryAgainIn(seconds)}`,
  });
  if (!(await verifyPassword(input.password, video.passwordHash))) {
    throw forbidden(INCORRECT_PASSWORD, "incorrect_password");
  }
  const claim = { videoId, passwordVersion: video.passwordVersion };
  return signUnlock(config().authSecret, claim);
}
