import "server-only";
import { and, eq } from "drizzle-orm";
import { folders, workspaces, type Video, type VideoVisibility } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { CREATOR_ROLES, membershipOf, requireRole } from "@/lib/workspaces/access";
import { WORKSPACE_MESSAGES } from "@/lib/workspaces/messages";
import { requestedVisibility } from "@/lib/workspaces/new-video";

export const VIDEO_PLACEMENT_MESSAGES = {
  workspaceInPersonal:
    "A video in a personal workspace is private or public: share it with a team workspace by moving it there",
  personalNotCreator: "A video can only move into its creator's own personal workspace",
} as const;

/** Where a video is asked to be, and who it may be seen by, after an edit. */
export interface PlacementInput {
  visibility?: VideoVisibility;
  isPrivate?: boolean;
  folderId?: number | null;
  workspaceId?: number;
}

export interface Placement {
  visibility?: VideoVisibility;
  folderId?: number | null;
  workspaceId?: number;
}

/**
 * The columns an edit of the video's workspace, folder and visibility writes, checked for
 * `userId` (who already manages the video). Moving to another workspace needs a creator seat
 * there and clears the folder; a `workspace` video moved into a personal workspace becomes
 * `private`. A folder must belong to the workspace the video ends up in.
 */
export async function resolvePlacement(
  db: DbOrTx,
  video: Pick<Video, "userId" | "workspaceId" | "visibility">,
  userId: string,
  input: PlacementInput,
): Promise<Placement> {
  const placement: Placement = {};
  let visibility = requestedVisibility(input);
  let workspaceId = video.workspaceId;
  let personal: boolean | undefined;
  if (input.workspaceId !== undefined && input.workspaceId !== video.workspaceId) {
    const target = await membershipOf(db, input.workspaceId, userId);
    requireRole(target, CREATOR_ROLES, WORKSPACE_MESSAGES.addVideos);
    // A personal workspace has one member: anyone else's video there would be lost to its creator.
    if (target.personal && video.userId !== userId) {
      throw forbidden(VIDEO_PLACEMENT_MESSAGES.personalNotCreator, "personal_workspace");
    }
    workspaceId = input.workspaceId;
    personal = target.personal;
    placement.workspaceId = workspaceId;
    placement.folderId = null;
    if (personal && (visibility ?? video.visibility) === "workspace") visibility = "private";
  }
  if (visibility === "workspace") {
    personal ??= await isPersonal(db, workspaceId);
    if (personal) {
      throw badRequest(VIDEO_PLACEMENT_MESSAGES.workspaceInPersonal, "visibility_not_allowed");
    }
  }
  if (visibility !== undefined) placement.visibility = visibility;
  if (input.folderId !== undefined) {
    if (input.folderId !== null) await assertFolderIn(db, input.folderId, workspaceId);
    placement.folderId = input.folderId;
  }
  return placement;
}

async function assertFolderIn(db: DbOrTx, folderId: number, workspaceId: number): Promise<void> {
  const [folder] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.workspaceId, workspaceId)))
    .limit(1);
  if (!folder) throw notFound(WORKSPACE_MESSAGES.folderNotFound, "folder_not_found");
}

/** Read from the workspace itself: the video's creator may have left it and still edit the video. */
async function isPersonal(db: DbOrTx, workspaceId: number): Promise<boolean> {
  const [row] = await db
    .select({ personalFor: workspaces.personalFor })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return row?.personalFor != null;
}
