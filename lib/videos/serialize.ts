import "server-only";
import type {
  ProcessingStatus,
  SummarySource,
  User,
  Video,
  VideoCta,
  VideoVisibility,
} from "@/db/schema";
import { mediaUrl } from "./media-keys";

/** The owner fields a video response embeds. */
export type VideoOwner = Pick<User, "firstName" | "lastName" | "image">;

/** A video as the API answers it (docs/api.md#the-video-object); never a raw row. */
export interface VideoResponse {
  id: number;
  title: string;
  description: string;
  /** Not public: `visibility` is `private` or `workspace` (the original two-level field). */
  isPrivate: boolean;
  /** private: the creator only; workspace: the members of its workspace; public: anyone with the link. */
  visibility: VideoVisibility;
  /** The workspace whose library holds the video. */
  workspaceId: number;
  /** Its folder in that workspace; null: the workspace's root. */
  folderId: number | null;
  /** Viewers may download (the owner always can). */
  allowDownload: boolean;
  /** A password guards the video for everyone but the owner; the password itself is never sent. */
  hasPassword: boolean;
  /** Viewers other than members and tracked-link recipients give an email before watching. */
  emailGate: boolean;
  /** ISO date after which only the owner can see it; null: never. */
  expiresAt: string | null;
  /** The call-to-action button beside the player. */
  cta: VideoCta | null;
  userId: string;
  user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
  views: number;
  duration: number;
  /** The recorded resolution in pixels; null until processing has probed the original. */
  width: number | null;
  height: number | null;
  createdAt: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  processingStatus: ProcessingStatus;
  /** Percent of the MP4 encode done while processing (null before it starts and once done). */
  processingProgress: number | null;
  /** The original plays before processing ends; false for an upload that needs its MP4 first. */
  originalPlayable: boolean;
  transcript: string | null;
  chapters: string | null;
  /** "ai" or "offline" (the page labels an offline transcript); null before one exists. */
  transcriptSource: string | null;
  /** Two to four sentences on what is said; null when there is none. */
  summary: string | null;
  /** "ai", "extractive" (picked offline from the transcript, labelled so) or "owner"; null: none. */
  summarySource: SummarySource | null;
  /** Only in the owner's own library lists, once someone has watched: 0 to 100. */
  averagePercentWatched?: number;
}

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
