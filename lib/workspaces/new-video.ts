import "server-only";
import { eq } from "drizzle-orm";
import { workspaces, type VideoVisibility } from "@/db/schema";
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
 * (non-members: 404; viewers: 403), else the creator's personal workspace. `lock`, in the
 * transaction that inserts the video, locks the workspace's row before reading the membership:
 * a removal (which takes the same lock) has then either committed, and the read sees it, or
 * waits for the video and hands it over with the member's others.
 */
export async function workspaceForNewVideo(
  db: DbOrTx,
  userId: string,
  workspaceId?: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<NewVideoWorkspace> {
  if (workspaceId === undefined) {
    return { workspaceId: await ensurePersonalWorkspace(db, userId), personal: true };
  }
  if (lock) {
    await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for("update");
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
