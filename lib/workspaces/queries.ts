import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { workspaceMembers, workspaces } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { hasActiveSubscription } from "@/lib/billing/queries";
import { notFound } from "@/lib/errors";
import { WORKSPACE_NOT_FOUND } from "./access";
import { ensurePersonalWorkspace } from "./personal";
import type { WorkspaceResponse } from "./schemas";

/** Seats and members counted in the same query as the caller's row (over the members' primary key). */
const counts = {
  seatsUsed:
    sql<number>`(select count(*) from workspace_members o where o.workspace_id = ${workspaces.id} and o.role in ('owner', 'admin', 'creator'))`.mapWith(
      Number,
    ),
  memberCount:
    sql<number>`(select count(*) from workspace_members o where o.workspace_id = ${workspaces.id})`.mapWith(
      Number,
    ),
  ownerId: sql<
    string | null
  >`(select o.user_id from workspace_members o where o.workspace_id = ${workspaces.id} and o.role = 'owner')`,
};

function selectMine(db: DbOrTx, userId: string, workspaceId?: number) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personalFor: workspaces.personalFor,
      createdAt: workspaces.createdAt,
      role: workspaceMembers.role,
      ...counts,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        workspaceId === undefined ? undefined : eq(workspaceMembers.workspaceId, workspaceId),
      ),
    )
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectMine>["execute"]>>[number];

/** The plan is the owner's subscription until workspaces are billed on their own. */
async function toResponse(db: DbOrTx, row: Row): Promise<WorkspaceResponse> {
  const paid = row.ownerId ? await hasActiveSubscription(db, row.ownerId) : false;
  return {
    id: row.id,
    name: row.name,
    personal: row.personalFor !== null,
    role: row.role,
    plan: paid ? "pro" : "free",
    seatsUsed: row.seatsUsed,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's workspaces, their personal one first (made here if they have none yet). */
export async function listWorkspaces(db: DbOrTx, userId: string): Promise<WorkspaceResponse[]> {
  await ensurePersonalWorkspace(db, userId);
  const rows = await selectMine(db, userId).orderBy(
    sql`${workspaces.personalFor} is null`,
    asc(workspaces.name),
    asc(workspaces.id),
  );
  return Promise.all(rows.map((row) => toResponse(db, row)));
}

/** One workspace the caller is a member of; anyone else gets 404. */
export async function getWorkspace(
  db: DbOrTx,
  workspaceId: number,
  userId: string,
): Promise<WorkspaceResponse> {
  const [row] = await selectMine(db, userId, workspaceId).limit(1);
  if (!row) throw notFound(WORKSPACE_NOT_FOUND, "workspace_not_found");
  return toResponse(db, row);
}
