import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { workspaceMembers, workspaces } from "@/db/schema";
import type { Db } from "@/db/types";
import { conflict } from "@/lib/errors";
import { ADMIN_ROLES, membershipOf, requireRole } from "./access";
import { WORKSPACE_MESSAGES } from "./messages";
import { getWorkspace } from "./queries";
import type { WorkspaceResponse } from "./schemas";
import { countWorkspaceVideos, deleteWorkspaceVideos } from "./videos";

/** A team workspace with the caller as its owner. */
export async function createWorkspace(
  db: Db,
  userId: string,
  name: string,
): Promise<WorkspaceResponse> {
  const workspaceId = await db.transaction(async (tx) => {
    const [made] = await tx.insert(workspaces).values({ name }).returning({ id: workspaces.id });
    if (!made) throw new Error("workspace insert returned no row");
    await tx.insert(workspaceMembers).values({ workspaceId: made.id, userId, role: "owner" });
    return made.id;
  });
  return getWorkspace(db, workspaceId, userId);
}

export async function renameWorkspace(
  db: Db,
  { workspaceId, userId, name }: { workspaceId: number; userId: string; name: string },
): Promise<WorkspaceResponse> {
  requireRole(await membershipOf(db, workspaceId, userId), ADMIN_ROLES, WORKSPACE_MESSAGES.rename);
  await db
    .update(workspaces)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(workspaces.id, workspaceId));
  return getWorkspace(db, workspaceId, userId);
}

/**
 * The owner deletes a team workspace; members, invites and folders go with it. Its videos are
 * deleted too, with their files, but only once the caller confirms how many (`confirmVideoCount`,
 * absent: none): else 409 naming the count, which the workspace's lock keeps exact meanwhile.
 */
export async function deleteWorkspace(
  db: Db,
  {
    workspaceId,
    userId,
    confirmVideoCount = 0,
  }: { workspaceId: number; userId: string; confirmVideoCount?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, workspaceId, userId, { forUpdate: true });
    requireRole(membership, ["owner"], WORKSPACE_MESSAGES.delete);
    if (membership.personal) {
      throw conflict(WORKSPACE_MESSAGES.personalDelete, "personal_workspace");
    }
    const videoCount = await countWorkspaceVideos(tx, workspaceId);
    if (videoCount !== confirmVideoCount) {
      throw conflict(WORKSPACE_MESSAGES.notEmpty(videoCount), "workspace_not_empty", {
        videoCount,
      });
    }
    await deleteWorkspaceVideos(tx, workspaceId);
    await tx
      .delete(workspaces)
      .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.personalFor)));
  });
}
