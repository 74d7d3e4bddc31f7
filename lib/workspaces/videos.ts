import "server-only";
import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { attachments, videos, workspaceMembers } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { badRequest } from "@/lib/errors";
import { enqueueStorageCleanup } from "@/lib/storage/cleanup";
import { videoStoragePrefix } from "@/lib/storage/keys";
import { ADMIN_ROLES } from "./access";
import { WORKSPACE_MESSAGES } from "./messages";

// What membership changes do to a workspace's videos: a leaving member's stay with the team, and
// deleting the workspace deletes them. Callers hold the workspace's row lock.

/**
 * Who receives a leaving member's videos: the owner or admin chosen, else the owner; never the
 * member themselves. 400 when the one chosen is not an owner or admin of this workspace.
 */
export async function videoRecipient(
  tx: DbOrTx,
  {
    workspaceId,
    memberId,
    transferTo,
  }: { workspaceId: number; memberId: string; transferTo?: string },
): Promise<string> {
  const [row] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        transferTo === undefined
          ? eq(workspaceMembers.role, "owner")
          : and(
              eq(workspaceMembers.userId, transferTo),
              inArray(workspaceMembers.role, ADMIN_ROLES),
            ),
      ),
    )
    .limit(1);
  if (!row || row.userId === memberId) {
    throw badRequest(WORKSPACE_MESSAGES.invalidRecipient, "invalid_video_recipient");
  }
  return row.userId;
}

/**
 * Hands every video `from` made in the workspace to `to`. Visibility, share links (a video is found
 * by its id) and everything hanging off the video stay; the one who left no longer manages any of
 * them. The new version (updated_at) retires every cached copy that names the old creator.
 */
export async function handOverVideos(
  tx: DbOrTx,
  { workspaceId, from, to }: { workspaceId: number; from: string; to: string },
): Promise<void> {
  await tx
    .update(videos)
    .set({ userId: to, updatedAt: sql`now()` })
    .where(and(eq(videos.workspaceId, workspaceId), eq(videos.userId, from)));
}

/** Every video in the workspace, whoever may see it (private ones included). */
export async function countWorkspaceVideos(tx: DbOrTx, workspaceId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(videos)
    .where(eq(videos.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/** Videos per storage clean-up job: a job stays small, and a large workspace needs few. */
const VIDEOS_PER_CLEANUP = 100;

/**
 * Deletes every video of the workspace as a single video's delete does: the rows go in the
 * caller's transaction (comments, attachments, documents, views and jobs cascade), with durable
 * clean-up jobs naming their files (folder, thumbnail, attachment images) for the worker.
 */
export async function deleteWorkspaceVideos(tx: DbOrTx, workspaceId: number): Promise<void> {
  const images = await tx
    .select({ key: attachments.imageKey })
    .from(attachments)
    .innerJoin(videos, eq(videos.id, attachments.videoId))
    .where(and(eq(videos.workspaceId, workspaceId), isNotNull(attachments.imageKey)));
  const gone = await tx
    .delete(videos)
    .where(eq(videos.workspaceId, workspaceId))
    .returning({ id: videos.id, thumbnailKey: videos.thumbnailKey });
  const keys = [
    ...images.flatMap((image) => (image.key ? [image.key] : [])),
    ...gone.flatMap((video) => (video.thumbnailKey ? [video.thumbnailKey] : [])),
  ];
  for (let start = 0; start < Math.max(gone.length, keys.length); start += VIDEOS_PER_CLEANUP) {
    const end = start + VIDEOS_PER_CLEANUP;
    await enqueueStorageCleanup(tx, {
      prefixes: gone.slice(start, end).map((video) => videoStoragePrefix(video.id)),
      keys: keys.slice(start, end),
    });
  }
}
