import "server-only";
import type { VideoVisibility } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { CREATOR_ROLES, membershipOf, requireRole } from "./access";
import { WORKSPACE_MESSAGES } from "./messages";
import { ensurePersonalWorkspace } from "./personal";

export interface NewVideoWorkspace {
  workspaceId: number;
  personal: boolean;
}

/**
 * The workspace a new video goes into: the one asked for, if the creator may add videos there
 * (non-members: 404; viewers: 403), else the creator's personal workspace.
 */
export async function workspaceForNewVideo(
  db: DbOrTx,
  userId: string,
  workspaceId?: number,
): Promise<NewVideoWorkspace> {
  if (workspaceId === undefined) {
    return { workspaceId: await ensurePersonalWorkspace(db, userId), personal: true };
  }
  const membership = await membershipOf(db, workspaceId, userId);
  requireRole(membership, CREATOR_ROLES, WORKSPACE_MESSAGES.addVideos);
  return { workspaceId, personal: membership.personal };
}

/**
 * Who sees a new video: what the save dialog chose (`visibility`, or the two-level `isPrivate`),
 * else the team's library in a team workspace and the creator alone in a personal one. A personal
 * workspace has no one to share `workspace` with, so that means private there.
 */
export function newVideoVisibility(
  { personal }: Pick<NewVideoWorkspace, "personal">,
  asked: { visibility?: VideoVisibility; isPrivate?: boolean },
): VideoVisibility {
  const chosen =
    asked.visibility ??
    (asked.isPrivate === undefined ? undefined : asked.isPrivate ? "private" : "public");
  const visibility = chosen ?? (personal ? "private" : "workspace");
  return personal && visibility === "workspace" ? "private" : visibility;
}
