import "server-only";
import { and, eq, sql, type Column, type SQL } from "drizzle-orm";
import { workspaceMembers, workspaces, type WorkspaceRole } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { forbidden, notFound } from "@/lib/errors";

export const WORKSPACE_NOT_FOUND = "Workspace not found";

/** Roles that may do what admins do (members, invites, folders, rename). */
export const ADMIN_ROLES: readonly WorkspaceRole[] = ["owner", "admin"];
/** Roles that may add videos; they are also the paid seats. */
export const CREATOR_ROLES: readonly WorkspaceRole[] = ["owner", "admin", "creator"];

export interface Membership {
  workspaceId: number;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
}

/**
 * The caller's membership of a workspace, read with the membership in the WHERE: a workspace the
 * caller is not a member of does not exist for them (404, never 403). `forUpdate` locks the
 * workspace row: membership changes of one workspace run one at a time, so a role check and the
 * change it guards can't interleave with another change (and two changes can't deadlock).
 */
export async function membershipOf(
  db: DbOrTx,
  workspaceId: number,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Membership> {
  const query = db
    .select({
      workspaceId: workspaces.id,
      name: workspaces.name,
      personalFor: workspaces.personalFor,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  const [row] = await (options.forUpdate ? query.for("update", { of: workspaces }) : query);
  if (!row) throw notFound(WORKSPACE_NOT_FOUND, "workspace_not_found");
  return {
    workspaceId: row.workspaceId,
    name: row.name,
    personal: row.personalFor !== null,
    role: row.role,
  };
}

/** 403 naming what is needed (the message is the caller's), unless the role is one of `allowed`. */
export function requireRole(
  membership: Pick<Membership, "role">,
  allowed: readonly WorkspaceRole[],
  message: string,
): void {
  if (!allowed.includes(membership.role)) throw forbidden(message, "workspace_role_required");
}

/**
 * The join condition of the caller's membership of a row's workspace: a row of a workspace the
 * caller is not in then has no result (404), and the joined role decides the rest.
 */
export const callerMembershipOn = (workspaceId: Column, userId: string) =>
  and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));

/**
 * `userId` holds one of `roles` in the workspace now, as a condition of the caller's own write:
 * the membership is read by the statement that changes the row, never apart from it.
 */
export const holdsRoleIn = (
  workspaceId: number,
  userId: string,
  roles: readonly WorkspaceRole[],
): SQL =>
  sql`exists (select 1 from workspace_members m where m.workspace_id = ${workspaceId} and m.user_id = ${userId} and m.role in (${sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  )}))`;
