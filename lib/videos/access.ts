import "server-only";
import { videos, type Video } from "@/db/schema";
import { config } from "@/lib/config";
import { forbidden, gone } from "@/lib/errors";
import { LINK_EXPIRED, PASSWORD_REQUIRED } from "@/lib/videos/shared";
import { verifyUnlock } from "./password";

/** What the owner's controls leave a viewer: the video, a password form, or an expired link. */
export type VideoLock = "open" | "password" | "expired";

/** The columns every access check reads: who owns it, privacy, password and expiry. */
export const videoAccessColumns = {
  id: videos.id,
  userId: videos.userId,
  isPrivate: videos.isPrivate,
  passwordHash: videos.passwordHash,
  passwordVersion: videos.passwordVersion,
  expiresAt: videos.expiresAt,
};

export type LockState = Pick<
  Video,
  "id" | "userId" | "passwordHash" | "passwordVersion" | "expiresAt"
>;

export interface LockQuery {
  viewerId: string | null;
  /** The viewer's unlock cookie for this video, if any. */
  unlock?: string;
}

/**
 * Called only after the privacy check (a private video is 404 before anything else, so it never
 * reveals that it is protected). The owner always sees their video; expiry wins over the password.
 */
export function lockFor(
  video: LockState,
  { viewerId, unlock }: LockQuery,
  now: Date = new Date(),
): VideoLock {
  if (video.userId === viewerId) return "open";
  if (video.expiresAt && video.expiresAt.getTime() <= now.getTime()) return "expired";
  if (video.passwordHash === null) return "open";
  const claim = { videoId: video.id, passwordVersion: video.passwordVersion };
  return verifyUnlock(config().authSecret, claim, unlock, now) ? "open" : "password";
}

/** 410 'This link has expired' or 403 'Password required' unless the viewer may watch. */
export function assertUnlocked(video: LockState, query: LockQuery): void {
  const lock = lockFor(video, query);
  if (lock === "expired") throw gone(LINK_EXPIRED, "link_expired");
  if (lock === "password") throw forbidden(PASSWORD_REQUIRED, "password_required");
}

export const DOWNLOADS_OFF = "Downloads are turned off for this video";

/** The owner can always download; anyone else only while the owner allows it. */
export function assertMayDownload(
  video: Pick<Video, "userId" | "allowDownload">,
  viewerId: string | null,
): void {
  if (video.userId !== viewerId && !video.allowDownload)
    throw forbidden(DOWNLOADS_OFF, "downloads_disabled");
}
