import "server-only";
import { z } from "zod";
import { workspaceRoles } from "@/db/schema";
import { INVITABLE_ROLES } from "./responses";

/** Workspace, invite and folder ids are integers like video ids: anything else is not found. */
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const MAX_NAME_LENGTH = 100;
const name = z.string().trim().min(1, "Enter a name").max(MAX_NAME_LENGTH);

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

/**
 * PATCH /api/workspaces/{wid}/members/{userId}. `owner` is accepted only to answer with the typed
 * refusal that points at the ownership offer (a parse error would not say where to go).
 */
export const changeRoleSchema = z.object({ role: z.enum(workspaceRoles) });

/** DELETE /api/workspaces/{wid}/members/{userId}?transferTo=: who receives the member's videos. */
export const removeMemberQuery = z.object({ transferTo: z.string().min(1).max(100).optional() });

/** DELETE /api/workspaces/{wid}?confirmVideoCount=: the videos the caller agrees to delete. */
export const deleteWorkspaceQuery = z.object({
  confirmVideoCount: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** POST /api/workspaces/{wid}/ownership-offer: the admin offered the ownership. */
export const offerOwnershipSchema = z.object({ userId: z.string().min(1).max(100) });

/** POST /api/workspaces/{wid}/invites */
export const createInviteSchema = z.object({
  email: z
    .email()
    .max(254)
    .transform((email) => email.toLowerCase()),
  role: z.enum(INVITABLE_ROLES),
});

/** POST /api/workspaces/{wid}/folders */
export const createFolderSchema = z.object({
  name,
  /** A top-level folder of the same workspace; null or absent: a top-level folder. */
  parentId: idParam.nullish(),
});

/** PATCH /api/folders/{folderId} */
export const renameFolderSchema = z.object({ name });

// The answers' types are the response schemas' own (lib/workspaces/responses.ts).
export type {
  FolderResponse,
  InviteResponse,
  MemberResponse,
  MembershipResponse,
  Plan,
  WorkspaceResponse,
} from "./responses";
