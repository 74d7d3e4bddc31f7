import "server-only";
import { z } from "zod";
import { workspaceRoles, type WorkspaceRole } from "@/db/schema";

/** Workspace, invite and folder ids are integers like video ids: anything else is not found. */
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const MAX_NAME_LENGTH = 100;
const name = z.string().trim().min(1, "Enter a name").max(MAX_NAME_LENGTH);
const invitableRoles = ["admin", "creator", "viewer"] as const;

/** POST /api/workspaces and PATCH /api/workspaces/{wid} */
export const workspaceNameSchema = z.object({ name });

/** /api/workspaces/{wid}/... */
export const workspaceParams = z.object({ wid: idParam });
/** /api/workspaces/{wid}/members/{userId} */
export const memberParams = z.object({ wid: idParam, userId: z.string().min(1).max(100) });
/** /api/workspaces/{wid}/invites/{inviteId} */
export const inviteParams = z.object({ wid: idParam, inviteId: idParam });
/** /api/invites/{token}/accept: the token of the emailed link (43 base64url characters). */
export const inviteTokenParams = z.object({
  token: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
/** /api/folders/{folderId} */
export const folderParams = z.object({ folderId: idParam });

/** PATCH /api/workspaces/{wid}/members/{userId}: `owner` transfers ownership (owner only). */
export const changeRoleSchema = z.object({ role: z.enum(workspaceRoles) });

/** POST /api/workspaces/{wid}/invites */
export const createInviteSchema = z.object({
  email: z
    .email()
    .max(254)
    .transform((email) => email.toLowerCase()),
  role: z.enum(invitableRoles),
});

/** POST /api/workspaces/{wid}/folders */
export const createFolderSchema = z.object({
  name,
  /** A top-level folder of the same workspace; null or absent: a top-level folder. */
  parentId: idParam.nullish(),
});

/** PATCH /api/folders/{folderId} */
export const renameFolderSchema = z.object({ name });

export type Plan = "free" | "pro";

/** What the API answers for a workspace. */
export interface WorkspaceResponse {
  id: number;
  name: string;
  personal: boolean;
  /** The caller's role. */
  role: WorkspaceRole;
  plan: Plan;
  /** Owner, admins and creators: the members a paid plan bills for. */
  seatsUsed: number;
  memberCount: number;
  createdAt: string;
}

export interface MemberResponse {
  userId: string;
  role: WorkspaceRole;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  joinedAt: string;
}

export interface InviteResponse {
  id: number;
  email: string;
  role: WorkspaceRole;
  expiresAt: string;
  createdAt: string;
}

export interface FolderResponse {
  id: number;
  workspaceId: number;
  parentId: number | null;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/invites/{token}/accept answers the caller's membership. */
export interface MembershipResponse {
  workspaceId: number;
  workspaceName: string;
  userId: string;
  role: WorkspaceRole;
}
