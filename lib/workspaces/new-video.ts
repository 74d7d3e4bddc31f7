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

/** The original two-level field: true is `private`, false is `public`; `visibility` wins when both. */
export function requestedVisibility(input: {
  visibility?: VideoVisibility;
  isPrivate?: boolean;
}): VideoVisibility | undefined {
  if (input.visibility) return input.visibility;
  if (input.isPrivate === undefined) return undefined;
  return input.isPrivate ? "private" : "public";
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
  const visibility = requestedVisibility(asked) ?? (personal ? "private" : "workspace");
  return personal && visibility === "workspace" ? "private" : visibility;
}
