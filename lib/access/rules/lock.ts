import "server-only";
import { videos, type Video } from "@/db/schema";
import { config } from "@/lib/config";
import { forbidden, gone } from "@/lib/errors";
import { verifyUnlock } from "./password";
import { EMAIL_REQUIRED, LINK_EXPIRED, PASSWORD_REQUIRED } from "./shared";

/**
 * What the owner's controls leave a viewer: the video, a password form, an expired link, or the
 * email gate's form.
 */
export type VideoLock = "open" | "password" | "expired" | "email";

/** The columns every access check reads: who owns it, visibility, password and expiry. */
export const videoAccessColumns = {
  id: videos.id,
  userId: videos.userId,
  visibility: videos.visibility,
  passwordHash: videos.passwordHash,
  passwordVersion: videos.passwordVersion,
  expiresAt: videos.expiresAt,
  emailGate: videos.emailGate,
};

export type LockState = Pick<
  Video,
  "id" | "userId" | "passwordHash" | "passwordVersion" | "expiresAt" | "emailGate"
> & {
  /**
   * The query's passesEmailGate (lib/access/rules/viewer-pass.ts): a member, a live tracked link, or
   * a viewer cookie whose gated viewer is still stored. Absent counts as not passing.
   */
  gatePass?: boolean;
};

export interface LockQuery {
  viewerId: string | null;
  /** The viewer's unlock cookie for this video, if any. */
  unlock?: string;
  /** The viewer cookie the email gate set for this video, if any. */
  viewerPass?: string;
  /** The tracked-link token the browser holds for this video, if any. */
  recipient?: string;
}

/**
 * Called only after the privacy check (a private video is 404 before anything else, so it never
 * reveals that it is protected). The owner always sees their video; expiry wins over the password,
 * and the password over the email gate (the email is asked of those who may watch). The gate is
 * the query's gatePass alone: a viewer cookie counts only once its gated viewer is found stored.
 */
export function lockFor(
  video: LockState,
  { viewerId, unlock }: LockQuery,
  now: Date = new Date(),
): VideoLock {
  if (video.userId === viewerId) return "open";
  if (video.expiresAt && video.expiresAt.getTime() <= now.getTime()) return "expired";
  if (video.passwordHash !== null) {
    const claim = { videoId: video.id, passwordVersion: video.passwordVersion };
    if (!verifyUnlock(config().authSecret, claim, unlock, now)) return "password";
  }
  return video.emailGate && !video.gatePass ? "email" : "open";
}

/** The API's answer to a closed video: 410 expired, 403 password or email required. */
export function closedError(lock: Exclude<VideoLock, "open">) {
  if (lock === "expired") return gone(LINK_EXPIRED, "link_expired");
  if (lock === "password") return forbidden(PASSWORD_REQUIRED, "password_required");
  return forbidden(EMAIL_REQUIRED, "email_required");
}

/** Throws closedError unless the viewer may watch. */
export function assertUnlocked(video: LockState, query: LockQuery): void {
  const lock = lockFor(video, query);
  if (lock !== "open") throw closedError(lock);
}

/** What a viewer gets depends on who they are: never in a shared cache. */
export const viewerSpecific = (
  video: Pick<Video, "visibility" | "passwordHash" | "expiresAt" | "emailGate">,
): boolean =>
  video.visibility !== "public" ||
  video.passwordHash !== null ||
  video.expiresAt !== null ||
  video.emailGate;

export const DOWNLOADS_OFF = "Downloads are turned off for this video";

/** The owner can always download; anyone else only while the owner allows it. */
export function assertMayDownload(
  video: Pick<Video, "userId" | "allowDownload">,
  viewerId: string | null,
): void {
  if (video.userId !== viewerId && !video.allowDownload)
    throw forbidden(DOWNLOADS_OFF, "downloads_disabled");
}
