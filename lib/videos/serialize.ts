import "server-only";
import type { User, Video } from "@/db/schema";
import { lockFor } from "@/lib/access/rules/lock";
import { mediaUrl } from "./media-keys";
import type { VideoResponse } from "./responses";
import { transcriptStateOf } from "./transcript-status";

/** The owner fields a video response embeds. */
export type VideoOwner = Pick<User, "firstName" | "lastName" | "image">;

/** A video as the API answers it (docs/api.md#the-video-object); never a raw row. */
export type { VideoResponse };

export function toVideoResponse(video: Video, user: VideoOwner): VideoResponse {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    isPrivate: video.visibility !== "public",
    visibility: video.visibility,
    workspaceId: video.workspaceId,
    folderId: video.folderId,
    allowDownload: video.allowDownload,
    hasPassword: video.passwordHash !== null,
    emailGate: video.emailGate,
    guestComments: video.guestComments,
    expiresAt: video.expiresAt?.toISOString() ?? null,
    cta: video.cta ?? null,
    userId: video.userId,
    user: { firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.image },
    views: video.views,
    duration: video.duration,
    width: video.width,
    height: video.height,
    createdAt: video.createdAt.toISOString(),
    videoUrl: mediaUrl(video.id, video, "video") ?? `/api/videos/${video.id}/media/video`,
    thumbnailUrl: mediaUrl(video.id, video, "thumbnail"),
    processingStatus: video.processingStatus,
    processingProgress: video.processingProgress,
    originalPlayable: video.originalPlayable,
    transcript: video.transcript,
    chapters: video.chapters,
    transcriptSource: video.transcriptSource,
    ...transcriptStateOf(video),
    summary: video.summary,
    summarySource: video.summary === null ? null : video.summarySource,
  };
}

/** A list's row: the video, its owner, and whether the caller passes its email gate (a member). */
export interface ListedVideo {
  video: Video;
  user: VideoOwner;
  /** The list query's passesEmailGate; absent counts as not passing. */
  gatePass?: boolean;
}

/**
 * What a lock leaves of a card: its title and thumbnail (and the facts a card is laid out with:
 * owner, dates, length, flags), nothing of what is said or shown in the video. The media URL
 * carries no version: the route answers the lock's 403 or 410 to this caller anyway.
 */
function lockedCard(card: VideoResponse): VideoResponse {
  return {
    ...card,
    description: "",
    cta: null,
    videoUrl: `/api/videos/${card.id}/media/video`,
    transcript: null,
    chapters: null,
    transcriptSource: null,
    transcriptStatus: "none",
    transcriptProgress: null,
    summary: null,
    summarySource: null,
  };
}

/**
 * A video as every list answers it to `viewerId` (library, workspace and folders, search, recent,
 * favourites): in full when it is open to them as it is listed, else lockedCard. A list has no
 * per-video cookie, so a password or expiry always locks the card for anyone but the creator, as
 * the email gate does for anyone it does not let through (members pass, as on the page).
 */
export function toVideoCard(
  row: ListedVideo,
  viewerId: string | null,
  now: Date = new Date(),
): VideoResponse {
  const card = toVideoResponse(row.video, row.user);
  const lock = lockFor({ ...row.video, gatePass: row.gatePass === true }, { viewerId }, now);
  return lock === "open" ? card : lockedCard(card);
}
