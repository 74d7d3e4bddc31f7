import "server-only";
import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import { videos, workspaceMembers, workspaces } from "@/db/schema";
import type { Db } from "@/db/types";
import { conflict } from "@/lib/errors";
import { ADMIN_ROLES, membershipOf, requireRole } from "./access";
import { WORKSPACE_MESSAGES } from "./messages";
import { getWorkspace } from "./queries";
import type { WorkspaceResponse } from "./schemas";

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
 * The owner deletes a team workspace with no videos left in it (their files would otherwise need
 * the per-video clean-up); members, invites and folders go with it.
 */
export async function deleteWorkspace(
  db: Db,
  { workspaceId, userId }: { workspaceId: number; userId: string },
): Promise<void> {
  const membership = await membershipOf(db, workspaceId, userId);
  requireRole(membership, ["owner"], WORKSPACE_MESSAGES.delete);
  if (membership.personal) throw conflict(WORKSPACE_MESSAGES.personalDelete, "personal_workspace");
  const gone = await db
    .delete(workspaces)
    .where(
      and(
        eq(workspaces.id, workspaceId),
        isNull(workspaces.personalFor),
        notExists(
          db
            .select({ one: sql`1` })
            .from(videos)
            .where(eq(videos.workspaceId, workspaceId)),
        ),
      ),
    )
    .returning({ id: workspaces.id });
  if (gone.length === 0) throw conflict(WORKSPACE_MESSAGES.notEmpty, "workspace_not_empty");
}
