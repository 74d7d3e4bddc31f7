import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { videos } from "@/db/schema";
import { assertAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import type { DbOrTx } from "@/db/types";
import { hashPassword } from "@/lib/access/rules/password";
import { resolvePlacement } from "./placement";
import { notFound } from "@/lib/errors";
import { CREATOR_ROLES, holdsRoleIn } from "@/lib/workspaces/access";
import { getManagedVideoOrThrow, getVideoByIdOrThrow, managedBy, VIDEO_NOT_FOUND } from "./queries";
import type { UpdateVideoInput } from "./schemas";
import { toVideoResponse, type VideoResponse } from "./serialize";
import { invalidateVideo } from "./content-cache";

/**
 * Applies an edit by whoever manages the video (its creator, or an admin of its workspace).
 * processingStatus "completed" only relabels a queued/processing video: it never touches the media
 * keys, so serving keeps falling back to the original until a rendition exists, and it never
 * overrides a final state (completed or failed) set by the worker.
 */
export async function updateVideo(
  db: DbOrTx,
  { videoId, userId, input }: { videoId: number; userId: string; input: UpdateVideoInput },
): Promise<VideoResponse> {
  const {
    processingStatus,
    password,
    isPrivate,
    visibility,
    folderId,
    workspaceId,
    summary,
    ...fields
  } = input;
  const { video } = await getManagedVideoOrThrow(db, { videoId, userId });
  // Turning the gate on needs the plan; turning it off never does.
  if (input.emailGate && !video.emailGate) await assertAdvancedAnalytics(db, video);
  const placement = await resolvePlacement(db, video, userId, {
    isPrivate,
    visibility,
    folderId,
    workspaceId,
  });
  const changes = { ...fields, ...placement, ...summaryFields(summary) };
  const hasFields = password !== undefined || Object.values(changes).some((v) => v !== undefined);
  // managedBy again in each write, and a seat in the workspace moved to: a membership or role
  // taken away since the checks above stops the write.
  const mine = and(eq(videos.id, videoId), managedBy(userId));
  if (hasFields) {
    const target = placement.workspaceId;
    const written = await db
      .update(videos)
      .set({ ...changes, ...(await passwordFields(password)), updatedAt: new Date() })
      .where(
        and(mine, target === undefined ? undefined : holdsRoleIn(target, userId, CREATOR_ROLES)),
      )
      .returning({ id: videos.id });
    if (written.length === 0) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  }
  if (processingStatus) {
    await db
      .update(videos)
      .set({ processingStatus, updatedAt: new Date() })
      .where(
        and(
          mine,
          inArray(videos.processingStatus, ["queued", "processing"]),
          // A recording still being joined has nothing to play yet: it stays processing.
          isNotNull(videos.originalKey),
        ),
      );
  }
  if (hasFields || processingStatus) invalidateVideo(videoId);
  // By id: a move may leave the video where this caller no longer manages it.
  const fresh = await getVideoByIdOrThrow(db, videoId);
  return toVideoResponse(fresh.video, fresh.user);
}

/** A summary the owner typed (or cleared) is theirs: automatic runs leave it alone. */
function summaryFields(summary: string | null | undefined) {
  if (summary === undefined) return {};
  return { summary: summary || null, summarySource: "owner" as const };
}

/** A new or removed password gets a new version, which voids every earlier unlock cookie. */
async function passwordFields(password: string | null | undefined) {
  if (password === undefined) return {};
  return {
    passwordHash: password === null ? null : await hashPassword(password),
    passwordVersion: sql`${videos.passwordVersion} + 1`,
  };
}
