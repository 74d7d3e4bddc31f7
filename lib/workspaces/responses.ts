import { z } from "zod";
import type { WorkspaceRole } from "@/db/schema";
import type { SameType } from "@/lib/utils";

/** A member's role, strongest first (the `workspace_members.role` column's values). */
export const WORKSPACE_ROLES = ["owner", "admin", "creator", "viewer"] as const;
/** The roles an invite may grant: ownership is transferred, never invited. */
export const INVITABLE_ROLES = ["admin", "creator", "viewer"] as const;

// Fails to compile when the column's list and this one differ.
export const workspaceRolesMatchColumn: SameType<(typeof WORKSPACE_ROLES)[number], WorkspaceRole> =
  true;

const workspaceRole = z.enum(WORKSPACE_ROLES);
const isoTime = z.iso.datetime();

/** A workspace as the API answers it (GET, POST, PATCH /api/workspaces...). */
export const workspaceResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  personal: z.boolean().describe("The caller's personal workspace (one per account, never shared)"),
  role: workspaceRole.describe("The caller's role in it"),
  plan: z
    .enum(["free", "pro"])
    .describe("`pro` while the owner has an active subscription, else `free`"),
  seatsUsed: z
    .number()
    .int()
    .describe("Owner, admins and creators: the members a paid plan bills for"),
  memberCount: z.number().int(),
  createdAt: isoTime,
});

/** GET /api/workspaces: personal first, then by name. */
export const workspaceListResponse = z.array(workspaceResponse);

/** A member of a workspace, with their account's name and picture. */
export const memberResponse = z.strictObject({
  userId: z.string(),
  role: workspaceRole,
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  joinedAt: isoTime,
});

export const memberListResponse = z.array(memberResponse);

/** Someone an invite's request or an ownership offer names: the account's id, address and name. */
const person = z.strictObject({
  userId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** A pending invite (the token itself is only in the emailed link). */
export const inviteResponse = z.strictObject({
  id: z.number().int(),
  email: z.string().describe("The address it was sent to: the account signed in with it joins"),
  role: z.enum(INVITABLE_ROLES),
  status: z
    .enum(["pending", "awaiting_approval"])
    .describe("`awaiting_approval`: another account asked to join with it; an admin decides"),
  requestedBy: person.nullable().describe("The account that asked to join with it, if any"),
  expiresAt: isoTime,
  createdAt: isoTime,
});

export const inviteListResponse = z.array(inviteResponse);

/** POST /api/workspaces/{wid}/invites: the invite and the link its email carries. */
export const createdInviteResponse = z.strictObject({
  ...inviteResponse.shape,
  url: z.string().describe("The invite link (the one the email carries), valid for 7 days"),
});

/** POST /api/invites/{token}/accept: the caller's membership. */
export const membershipResponse = z.strictObject({
  workspaceId: z.number().int(),
  workspaceName: z.string(),
  userId: z.string(),
  role: workspaceRole.describe("The invite's role, or the role a member already had"),
});

/** A pending offer of the workspace's ownership to one of its admins. */
export const ownershipOfferResponse = z.strictObject({
  workspaceId: z.number().int(),
  offeredBy: person.describe("The owner who made the offer"),
  offeredTo: person.describe("The admin who may accept or decline it"),
  createdAt: isoTime,
  expiresAt: isoTime.describe("Unanswered by then, the offer lapses (7 days after it was made)"),
});

/** GET /api/workspaces/{wid}/ownership-offer: the pending offer, or null when there is none. */
export const ownershipOfferStateResponse = z.strictObject({
  offer: ownershipOfferResponse.nullable(),
});

/**
 * POST /api/invites/{token}/accept (202): the caller's account is not the one the invite was sent
 * to, so it joins only once an admin approves.
 */
export const joinRequestResponse = z.strictObject({
  workspaceId: z.number().int(),
  workspaceName: z.string(),
  status: z.literal("awaiting_approval"),
});

/** A folder of a workspace (one level of nesting). */
export const folderResponse = z.strictObject({
  id: z.number().int(),
  workspaceId: z.number().int(),
  parentId: z.number().int().nullable().describe("The top-level folder it is in; null: top-level"),
  name: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const folderListResponse = z.array(folderResponse);

export type Plan = WorkspaceResponse["plan"];
export type WorkspaceResponse = z.infer<typeof workspaceResponse>;
export type MemberResponse = z.infer<typeof memberResponse>;
export type InviteResponse = z.infer<typeof inviteResponse>;
export type CreatedInviteResponse = z.infer<typeof createdInviteResponse>;
export type MembershipResponse = z.infer<typeof membershipResponse>;
export type JoinRequestResponse = z.infer<typeof joinRequestResponse>;
export type FolderResponse = z.infer<typeof folderResponse>;
export type OwnershipOfferResponse = z.infer<typeof ownershipOfferResponse>;
export type OwnershipOfferStateResponse = z.infer<typeof ownershipOfferStateResponse>;
