import { tryAgainIn } from "@/lib/rate-limit";
import {
  INVITES_PER_INVITER_PER_HOUR,
  INVITES_PER_WORKSPACE_PER_HOUR,
  MAX_PENDING_INVITES,
} from "./shared";

/** What callers read when a workspace action is refused; tests compare against these. */
export const WORKSPACE_MESSAGES = {
  rename: "Only workspace admins can rename the workspace",
  delete: "Only the workspace owner can delete the workspace",
  invite: "Only workspace admins can invite members",
  manageMembers: "Only workspace admins can change or remove members",
  transfer: "Only the workspace owner can transfer ownership",
  folders: "Only workspace admins can manage folders",
  addVideos: "Only workspace owners, admins and creators can add videos",
  ownerMustTransfer: "The workspace owner must transfer ownership before leaving or changing role",
  ownershipByOffer:
    "Ownership moves only when the new owner accepts: offer it with POST /api/workspaces/{wid}/ownership-offer",
  readOffer: "Only the workspace owner and admins can see an ownership offer",
  offerNotFound: "There is no pending ownership offer for you in this workspace",
  noOffer: "There is no pending ownership offer to cancel",
  offerPending: "Ownership is already offered to someone: cancel that offer first",
  offerNeedsAdmin: "Ownership can be offered to an admin only: make them an admin first",
  personalMembers: "A personal workspace can't have other members",
  personalDelete: "A personal workspace can't be deleted",
  notEmpty: (videoCount: number) =>
    `Deleting this workspace deletes its ${videoCount} ${videoCount === 1 ? "video" : "videos"}: confirm with that number`,
  invalidRecipient:
    "The member's videos can pass only to the workspace's owner or one of its admins",
  alreadyMember: "That person is already a member of this workspace",
  memberNotFound: "Member not found",
  folderNotFound: "Folder not found",
  folderDepth: "Folders nest one level deep: choose a top-level folder as the parent",
  inviteNotFound: "This invite link is not valid",
  inviteExpired: "This invite has expired: ask for a new one",
  inviteRevoked: "This invite was revoked",
  inviteUsed: "This invite was already used",
  approveInvite: "Only workspace admins can approve or deny requests to join",
  inviteAwaitingOther:
    "Another account already asked to join with this invite: ask an admin of the workspace",
  noJoinRequest: "No other account asked to join with this invite",
  invitesPending: `This workspace already has ${MAX_PENDING_INVITES} pending invites: revoke some before inviting more`,
  invitesByYou: (retryAfterSeconds: number) =>
    `You sent ${INVITES_PER_INVITER_PER_HOUR} invites in the last hour. ${tryAgainIn(retryAfterSeconds)}`,
  invitesByWorkspace: (retryAfterSeconds: number) =>
    `This workspace sent ${INVITES_PER_WORKSPACE_PER_HOUR} invites in the last hour. ${tryAgainIn(retryAfterSeconds)}`,
} as const;
