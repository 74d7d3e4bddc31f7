import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { users, workspaceInvites, workspaceMembers, workspaces } from "@/db/schema";
import { getDb } from "@/db/client";
import type { Db, DbOrTx } from "@/db/types";
import { enqueueSeatSync } from "@/lib/billing/seats";
import { conflict, gone, notFound } from "@/lib/errors";
import { membershipOf } from "./access";
import { hashInviteToken } from "./invite-token";
import { pending } from "./invites";
import { WORKSPACE_MESSAGES as M } from "./messages";
import type { JoinRequestResponse, MembershipResponse } from "./responses";
import { inviteTokenParams } from "./schemas";

type InviteRow = typeof workspaceInvites.$inferSelect;

export type InviteState = "pending" | "expired" | "revoked" | "used";

export function stateOf(invite: InviteRow, now: Date): InviteState {
  if (invite.revokedAt) return "revoked";
  if (invite.acceptedAt) return "used";
  return invite.expiresAt <= now ? "expired" : "pending";
}

/** What a link that no longer works answers. */
export const REFUSALS = {
  revoked: () => gone(M.inviteRevoked, "invite_revoked"),
  used: () => gone(M.inviteUsed, "invite_already_used"),
  expired: () => gone(M.inviteExpired, "invite_expired"),
} as const;

/** Whether the account is signed in with the address the invite was sent to (any case). */
async function isAddressee(db: DbOrTx, userId: string, invite: InviteRow): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, invite.email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/**
 * Joins with the invite's role (a member already keeps theirs), in the caller's transaction. The
 * conditional update makes a link work exactly once, whoever accepts: the addressee, or the
 * account an admin approved (`requestedBy`: still the one that asked).
 */
export async function joinWithInvite(
  tx: DbOrTx,
  invite: InviteRow,
  userId: string,
  now: Date,
  { requestedBy }: { requestedBy?: string } = {},
): Promise<MembershipResponse["role"]> {
  const [taken] = await tx
    .update(workspaceInvites)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(
      and(
        eq(workspaceInvites.id, invite.id),
        pending(now),
        requestedBy === undefined ? undefined : eq(workspaceInvites.requestedBy, requestedBy),
      ),
    )
    .returning({ id: workspaceInvites.id });
  if (!taken) throw gone(M.inviteUsed, "invite_already_used");
  await tx
    .insert(workspaceMembers)
    .values({ workspaceId: invite.workspaceId, userId, role: invite.role })
    .onConflictDoNothing();
  await enqueueSeatSync(tx, invite.workspaceId);
  return (await membershipOf(tx, invite.workspaceId, userId)).role;
}

/**
 * Another account than the addressee asks to join with the invite: it waits for an admin, one
 * request at a time (asking again is the same request). A member already is answered as one.
 */
async function requestToJoin(
  db: Db,
  invite: InviteRow,
  workspaceName: string,
  userId: string,
  now: Date,
): Promise<AcceptResult> {
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, invite.workspaceId),
        eq(workspaceMembers.userId, userId),
      ),
    );
  if (member) {
    const joined = { workspaceId: invite.workspaceId, workspaceName, userId, role: member.role };
    return { joined };
  }
  const [asked] = await db
    .update(workspaceInvites)
    .set({ requestedBy: userId, requestedAt: now })
    .where(
      and(
        eq(workspaceInvites.id, invite.id),
        pending(now),
        or(isNull(workspaceInvites.requestedBy), eq(workspaceInvites.requestedBy, userId)),
      ),
    )
    .returning({ id: workspaceInvites.id });
  if (!asked) throw conflict(M.inviteAwaitingOther, "invite_awaiting_approval");
  return {
    requested: { workspaceId: invite.workspaceId, workspaceName, status: "awaiting_approval" },
  };
}

export type AcceptResult = { joined: MembershipResponse } | { requested: JoinRequestResponse };

/**
 * Accepts a pending invite. The invite is for the address it was sent to: the account signed in
 * with that address joins at once; any other account's acceptance becomes a request that an admin
 * of the workspace approves or denies (invite-requests.ts), and it joins only on approval.
 */
export async function acceptInvite(
  db: Db,
  { token, userId }: { token: string; userId: string },
  now = new Date(),
): Promise<AcceptResult> {
  const [found] = await db
    .select({ invite: workspaceInvites, workspaceName: workspaces.name })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(eq(workspaceInvites.tokenHash, hashInviteToken(token)))
    .limit(1);
  if (!found) throw notFound(M.inviteNotFound, "invite_not_found");
  const { invite, workspaceName } = found;
  const state = stateOf(invite, now);
  if (state !== "pending") throw REFUSALS[state]();
  if (!(await isAddressee(db, userId, invite))) {
    return requestToJoin(db, invite, workspaceName, userId, now);
  }
  const role = await db.transaction((tx) => joinWithInvite(tx, invite, userId, now));
  return { joined: { workspaceId: invite.workspaceId, workspaceName, userId, role } };
}

/** What the invite page shows: the workspace, the role, whether it works, and for whom. */
export interface InvitePreview {
  workspaceName: string;
  role: InviteRow["role"];
  state: InviteState;
  /** The signed-in viewer's address is the invite's: Join works at once. */
  forViewer: boolean;
  /** The signed-in viewer already asked to join with it and waits for an admin. */
  requestedByViewer: boolean;
}

export async function previewInvite(
  token: string,
  viewerId: string | null = null,
  now = new Date(),
): Promise<InvitePreview | null> {
  if (!inviteTokenParams.safeParse({ token }).success) return null;
  const db = await getDb();
  const [row] = await db
    .select({ invite: workspaceInvites, workspaceName: workspaces.name })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(eq(workspaceInvites.tokenHash, hashInviteToken(token)))
    .limit(1);
  if (!row) return null;
  return {
    workspaceName: row.workspaceName,
    role: row.invite.role,
    state: stateOf(row.invite, now),
    forViewer: viewerId !== null && (await isAddressee(db, viewerId, row.invite)),
    requestedByViewer: viewerId !== null && row.invite.requestedBy === viewerId,
  };
}
