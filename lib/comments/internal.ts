import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { workspaceMembers, workspaces, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { forbidden } from "@/lib/errors";

export const INTERNAL_MEMBERS_ONLY =
  "Only members of the video's team workspace can write or read internal comments";

/**
 * Whether `userId` is a member of the team workspace the video belongs to: who reads and writes
 * its internal comments. A personal workspace has no team, so no internal comments.
 */
export async function isTeamMemberOf(
  db: DbOrTx,
  video: Pick<Video, "workspaceId">,
  userId: string | null,
): Promise<boolean> {
  if (!userId || video.workspaceId === null) return false;
  const [row] = await db
    .select({ id: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, video.workspaceId),
        eq(workspaceMembers.userId, userId),
        isNull(workspaces.personalFor),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** An internal comment is written by a member of the video's team (403 members_only otherwise). */
export async function assertMayWriteInternal(
  db: DbOrTx,
  video: Pick<Video, "workspaceId">,
  userId: string | null,
): Promise<void> {
  if (!(await isTeamMemberOf(db, video, userId)))
    throw forbidden(INTERNAL_MEMBERS_ONLY, "members_only");
}
