import "server-only";
import type { User, Video } from "@/db/schema";
import { mediaUrl } from "./media-keys";
import type { VideoResponse } from "./responses";

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
    summary: video.summary,
    summarySource: video.summary === null ? null : video.summarySource,
  };
}
