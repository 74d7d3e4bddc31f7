import "server-only";
import { and, eq } from "drizzle-orm";
import { workspaceInvites } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { conflict, notFound } from "@/lib/errors";
import { ADMIN_ROLES, membershipOf, requireRole } from "./access";
import { joinWithInvite, REFUSALS, stateOf } from "./invite-accept";
import { inviteToResponse, pending, selectInvites, type WorkspaceCaller } from "./invites";
import { getMember } from "./members";
import { WORKSPACE_MESSAGES as M } from "./messages";
import type { InviteResponse, MemberResponse } from "./responses";

// An invite accepted by another account than its address's waits here for an admin's decision.

type InviteCaller = WorkspaceCaller & { inviteId: number };

/**
 * The workspace's invite awaiting approval, for an admin (403 to other members): 404 when it is
 * not this workspace's, 410 once it no longer works, 409 when no other account asked.
 */
async function awaitingInvite(db: DbOrTx, caller: InviteCaller, now: Date, lock: boolean) {
  const membership = await membershipOf(db, caller.workspaceId, caller.userId, { forUpdate: lock });
  requireRole(membership, ADMIN_ROLES, M.approveInvite);
  const [row] = await db
    .select()
    .from(workspaceInvites)
    .where(
      and(
        eq(workspaceInvites.id, caller.inviteId),
        eq(workspaceInvites.workspaceId, caller.workspaceId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(M.inviteNotFound, "invite_not_found");
  const state = stateOf(row, now);
  if (state !== "pending") throw REFUSALS[state]();
  if (!row.requestedBy) throw conflict(M.noJoinRequest, "no_join_request");
  return { invite: row, requestedBy: row.requestedBy };
}

/** An admin approves: the account that asked joins with the invite's role, and the link is used. */
export async function approveJoinRequest(
  db: Db,
  caller: InviteCaller,
  now = new Date(),
): Promise<MemberResponse> {
  const joined = await db.transaction(async (tx) => {
    const { invite, requestedBy } = await awaitingInvite(tx, caller, now, true);
    await joinWithInvite(tx, invite, requestedBy, now, { requestedBy });
    return requestedBy;
  });
  return getMember(db, caller.workspaceId, joined);
}

/**
 * An admin denies: the account that asked does not join, and the invite waits again for the
 * address it was sent to (revoking it is a separate choice).
 */
export async function denyJoinRequest(
  db: DbOrTx,
  caller: InviteCaller,
  now = new Date(),
): Promise<InviteResponse> {
  const { requestedBy } = await awaitingInvite(db, caller, now, false);
  await db
    .update(workspaceInvites)
    .set({ requestedBy: null, requestedAt: null })
    .where(
      and(
        eq(workspaceInvites.id, caller.inviteId),
        pending(now),
        eq(workspaceInvites.requestedBy, requestedBy),
      ),
    );
  const [row] = await selectInvites(db).where(eq(workspaceInvites.id, caller.inviteId)).limit(1);
  if (!row) throw notFound(M.inviteNotFound, "invite_not_found");
  return inviteToResponse(row.invite, row.requester);
}
