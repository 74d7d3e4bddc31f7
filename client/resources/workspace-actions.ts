"use client";

import { ApiRequestError } from "@/client/http/errors";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type {
  CreatedInviteResponse,
  FolderResponse,
  InviteResponse,
  MemberResponse,
  WorkspaceResponse,
} from "@/lib/workspaces/responses";
import { videoPaths } from "./videos/paths";
import { useWorkspaceAction } from "./workspace-action";
import { workspacePaths } from "./workspaces";

/** The reads every change to a workspace may touch: its lists and the switcher's list. */
const workspaceReads = (wid: number) => [workspacePaths.list, workspacePaths.workspace(wid)];
/** Every cached list of the workspace's videos, whatever the folder. */
const videoReads = (wid: number) => [workspacePaths.videos(wid)];

export function useCreateWorkspace(onCreated: (workspace: WorkspaceResponse) => void) {
  return useWorkspaceAction({
    run: (name: string) => apiRequest<WorkspaceResponse>("POST", workspacePaths.list, { name }),
    done: (workspace) => `${workspace.name} is ready`,
    failed: "Could not create the workspace",
    refetch: () => [workspacePaths.list],
    onDone: onCreated,
  });
}

export function useRenameWorkspace(wid: number) {
  return useWorkspaceAction({
    run: (name: string) =>
      apiRequest<WorkspaceResponse>("PATCH", workspacePaths.workspace(wid), { name }),
    done: () => "Workspace renamed",
    failed: "Could not rename the workspace",
    refetch: () => workspaceReads(wid),
  });
}

/** The number of videos a refused delete names: the workspace holds them, still to confirm. */
const videosToConfirm = (error: Error): number | undefined =>
  error instanceof ApiRequestError && error.code === "workspace_not_empty"
    ? error.details.videoCount
    : undefined;

/**
 * Deletes the workspace and the `confirmVideoCount` videos it holds. When it holds another number
 * (the caller did not know, or videos came or went), nothing is deleted and `onVideoCount` hears
 * the number to confirm instead of a toast.
 */
export function useDeleteWorkspace(
  wid: number,
  { onDeleted, onVideoCount }: { onDeleted: () => void; onVideoCount: (count: number) => void },
) {
  return useApiMutation({
    mutationFn: (confirmVideoCount: number) =>
      apiRequest("DELETE", workspacePaths.deleteWorkspace(wid, confirmVideoCount)),
    onSuccess: onDeleted,
    success: "Workspace deleted",
    invalidate: [
      {
        predicate: ({ queryKey: [path] }) =>
          typeof path === "string" && path.startsWith(workspacePaths.list),
      },
    ],
    onFailure: (error) => {
      const count = videosToConfirm(error);
      if (count !== undefined) onVideoCount(count);
    },
    failure: (error) =>
      videosToConfirm(error) === undefined
        ? { title: "Could not delete the workspace", fallback: TRY_AGAIN }
        : null,
  });
}

export function useChangeRole(wid: number) {
  return useWorkspaceAction({
    run: ({
      userId,
      role,
    }: {
      userId: string;
      role: Exclude<WorkspaceResponse["role"], "owner">;
    }) => apiRequest<MemberResponse>("PATCH", workspacePaths.member(wid, userId), { role }),
    done: () => "Role changed",
    failed: "Could not change the role",
    refetch: () => workspaceReads(wid),
  });
}

/**
 * Removes a member, or leaves when `userId` is the caller's (then `onLeft` runs); their videos in
 * the workspace pass to `transferTo` (an owner or admin), else to the owner.
 */
export function useRemoveMember(wid: number, selfId: string | undefined, onLeft: () => void) {
  return useWorkspaceAction({
    run: ({ userId, transferTo }: { userId: string; transferTo?: string }) =>
      apiRequest("DELETE", workspacePaths.removeMember(wid, userId, transferTo)),
    done: (_, { userId }) => (userId === selfId ? "You left the workspace" : "Member removed"),
    failed: "Could not remove the member",
    refetch: () => [...workspaceReads(wid), ...videoReads(wid)],
    onDone: (_, { userId }) => {
      if (userId === selfId) onLeft();
    },
  });
}

export function useInvite(wid: number, onSent: () => void) {
  return useWorkspaceAction({
    run: (invite: { email: string; role: InviteResponse["role"] }) =>
      apiRequest<CreatedInviteResponse>("POST", workspacePaths.invites(wid), invite),
    done: (_, { email }) => `Invite sent to ${email}`,
    failed: "Could not send the invite",
    refetch: () => [workspacePaths.invites(wid)],
    onDone: onSent,
  });
}

export function useRevokeInvite(wid: number) {
  return useWorkspaceAction({
    run: (inviteId: number) => apiRequest("DELETE", workspacePaths.invite(wid, inviteId)),
    done: () => "Invite revoked",
    failed: "Could not revoke the invite",
    refetch: () => [workspacePaths.invites(wid)],
  });
}

/** An admin lets another account join with an invite sent to a different address. */
export function useApproveJoinRequest(wid: number) {
  return useWorkspaceAction({
    run: ({ inviteId }: { inviteId: number; name: string }) =>
      apiRequest<MemberResponse>("POST", workspacePaths.approveInvite(wid, inviteId)),
    done: (_, { name }) => `${name} joined the workspace`,
    failed: "Could not approve the request",
    refetch: () => [workspacePaths.invites(wid), ...workspaceReads(wid)],
  });
}

/** An admin refuses it: the invite waits again for the address it was sent to. */
export function useDenyJoinRequest(wid: number) {
  return useWorkspaceAction({
    run: ({ inviteId }: { inviteId: number; name: string }) =>
      apiRequest<InviteResponse>("POST", workspacePaths.denyInvite(wid, inviteId)),
    done: (_, { name }) => `Request from ${name} denied`,
    failed: "Could not deny the request",
    refetch: () => [workspacePaths.invites(wid)],
  });
}

export function useCreateFolder(wid: number, onCreated: () => void) {
  return useWorkspaceAction({
    run: (name: string) =>
      apiRequest<FolderResponse>("POST", workspacePaths.folders(wid), { name }),
    done: (folder) => `Folder ${folder.name} created`,
    failed: "Could not create the folder",
    refetch: () => [workspacePaths.folders(wid)],
    onDone: onCreated,
  });
}

export function useRenameFolder(wid: number, onRenamed: () => void) {
  return useWorkspaceAction({
    run: ({ folderId, name }: { folderId: number; name: string }) =>
      apiRequest<FolderResponse>("PATCH", workspacePaths.folder(folderId), { name }),
    done: () => "Folder renamed",
    failed: "Could not rename the folder",
    refetch: () => [workspacePaths.folders(wid)],
    onDone: onRenamed,
  });
}

export function useDeleteFolder(wid: number, onDeleted: (folderId: number) => void) {
  return useWorkspaceAction({
    run: (folderId: number) => apiRequest("DELETE", workspacePaths.folder(folderId)),
    done: () => "Folder deleted: its videos are in No folder",
    failed: "Could not delete the folder",
    refetch: () => [workspacePaths.folders(wid), ...videoReads(wid)],
    onDone: (_, folderId) => onDeleted(folderId),
  });
}

/** Moves a video into a folder, or out of any with `folderId: null`. */
export function useMoveToFolder(wid: number) {
  return useWorkspaceAction({
    run: ({ videoId, folderId }: { videoId: number; folderId: number | null; label: string }) =>
      apiRequest("PATCH", videoPaths.video(videoId), { folderId }),
    done: (_, { label }) => `Moved to ${label}`,
    failed: "Could not move the video",
    refetch: ({ videoId }) => [...videoReads(wid), videoPaths.video(videoId)],
  });
}
