"use client";

import { queryOptions } from "@tanstack/react-query";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { SeatQuote } from "@/lib/billing/responses";
import type { VideoResponse } from "@/lib/videos/responses";
import type {
  FolderResponse,
  InviteResponse,
  JoinRequestResponse,
  MemberResponse,
  MembershipResponse,
  OwnershipOfferStateResponse,
  WorkspaceResponse,
} from "@/lib/workspaces/responses";

/** The REST paths of workspaces: the only place browser code writes them. */
export const workspacePaths = {
  list: "/api/workspaces",
  workspace: (wid: number) => `/api/workspaces/${wid}`,
  /** The delete, confirming how many videos it deletes with the workspace. */
  deleteWorkspace: (wid: number, confirmVideoCount: number) =>
    `/api/workspaces/${wid}?confirmVideoCount=${confirmVideoCount}`,
  members: (wid: number) => `/api/workspaces/${wid}/members`,
  member: (wid: number, userId: string) =>
    `/api/workspaces/${wid}/members/${encodeURIComponent(userId)}`,
  /** A removal (or leaving); `transferTo`: the owner or admin who receives the member's videos. */
  removeMember: (wid: number, userId: string, transferTo?: string) =>
    `/api/workspaces/${wid}/members/${encodeURIComponent(userId)}${
      transferTo ? `?transferTo=${encodeURIComponent(transferTo)}` : ""
    }`,
  invites: (wid: number) => `/api/workspaces/${wid}/invites`,
  seats: (wid: number) => `/api/workspaces/${wid}/seats`,
  invite: (wid: number, inviteId: number) => `/api/workspaces/${wid}/invites/${inviteId}`,
  approveInvite: (wid: number, inviteId: number) =>
    `/api/workspaces/${wid}/invites/${inviteId}/approve`,
  denyInvite: (wid: number, inviteId: number) => `/api/workspaces/${wid}/invites/${inviteId}/deny`,
  ownershipOffer: (wid: number) => `/api/workspaces/${wid}/ownership-offer`,
  acceptOwnership: (wid: number) => `/api/workspaces/${wid}/ownership-offer/accept`,
  declineOwnership: (wid: number) => `/api/workspaces/${wid}/ownership-offer/decline`,
  folders: (wid: number) => `/api/workspaces/${wid}/folders`,
  folder: (folderId: number) => `/api/folders/${folderId}`,
  /** A workspace's videos the caller may see: all, one folder's, or those in no folder. */
  videos: (wid: number, folder?: number | "root") =>
    `/api/videos?workspace=${wid}${folder === undefined ? "" : `&folder=${folder}`}`,
  accept: (token: string) => `/api/invites/${encodeURIComponent(token)}/accept`,
};

/** The query keys: each is the REST path it reads (the default query function GETs it). */
export const workspaceKeys = {
  list: [workspacePaths.list],
  members: (wid: number) => [workspacePaths.members(wid)],
  invites: (wid: number) => [workspacePaths.invites(wid)],
  seats: (wid: number) => [workspacePaths.seats(wid)],
  ownershipOffer: (wid: number) => [workspacePaths.ownershipOffer(wid)],
  folders: (wid: number) => [workspacePaths.folders(wid)],
  videos: (wid: number, folder?: number | "root") => [workspacePaths.videos(wid, folder)],
};

export const workspacesQuery = () =>
  queryOptions<WorkspaceResponse[]>({ queryKey: workspaceKeys.list });
export const membersQuery = (wid: number) =>
  queryOptions<MemberResponse[]>({ queryKey: workspaceKeys.members(wid) });
export const invitesQuery = (wid: number) =>
  queryOptions<InviteResponse[]>({ queryKey: workspaceKeys.invites(wid) });
export const seatQuoteQuery = (wid: number) =>
  queryOptions<SeatQuote>({ queryKey: workspaceKeys.seats(wid) });
export const ownershipOfferQuery = (wid: number) =>
  queryOptions<OwnershipOfferStateResponse>({ queryKey: workspaceKeys.ownershipOffer(wid) });
export const foldersQuery = (wid: number) =>
  queryOptions<FolderResponse[]>({ queryKey: workspaceKeys.folders(wid) });
export const workspaceVideosQuery = (wid: number, folder?: number | "root") =>
  queryOptions<VideoResponse[]>({ queryKey: workspaceKeys.videos(wid, folder) });

type Acceptance = MembershipResponse | JoinRequestResponse;
const isRequest = (answer: Acceptance): answer is JoinRequestResponse => "status" in answer;

/**
 * Accepts an invite: `onJoined` runs once the caller is a member, with the membership; when the
 * caller is not the invited address, the answer is a request an admin approves (`onRequested`).
 */
export function useAcceptInvite(
  token: string,
  {
    onJoined,
    onRequested,
  }: {
    onJoined: (membership: MembershipResponse) => void;
    onRequested: (request: JoinRequestResponse) => void;
  },
) {
  return useApiMutation({
    mutationFn: () => apiRequest<Acceptance>("POST", workspacePaths.accept(token)),
    onSuccess: (answer) => (isRequest(answer) ? onRequested(answer) : onJoined(answer)),
    success: (answer) =>
      isRequest(answer)
        ? {
            title: "Request sent",
            description: `An admin of ${answer.workspaceName} approves it before you join.`,
          }
        : `You joined ${answer.workspaceName}`,
    failure: { title: "Could not join the workspace", fallback: TRY_AGAIN },
  });
}
