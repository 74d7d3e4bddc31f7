import "server-only";
import type { DbOrTx } from "@/db/types";
import { CREATOR_ROLES, membershipOf, requireRole } from "./access";
import { WORKSPACE_MESSAGES } from "./messages";
import { ensurePersonalWorkspace } from "./personal";

/**
 * The workspace a new video goes into: the one asked for, if the creator may add videos there
 * (non-members: 404; viewers: 403), else the creator's personal workspace.
 */
export async function workspaceForNewVideo(
  db: DbOrTx,
  userId: string,
  workspaceId?: number,
): Promise<number> {
  if (workspaceId === undefined) return ensurePersonalWorkspace(db, userId);
  requireRole(
    await membershipOf(db, workspaceId, userId),
    CREATOR_ROLES,
    WORKSPACE_MESSAGES.addVideos,
  );
  return workspaceId;
}
