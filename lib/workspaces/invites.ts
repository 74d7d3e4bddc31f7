import "server-only";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users, workspaceInvites, workspaceMembers } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { conflict, notFound } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/enqueue";
import { EMAIL_MAX_ATTEMPTS } from "@/lib/mail/jobs";
import { appBaseUrl } from "@/lib/mail/settings";
import { enforceRateLimit } from "@/lib/rate-limit";
import { ADMIN_ROLES, membershipOf, requireRole } from "./access";
import { inviteLink, newInviteToken } from "./invite-token";
import { WORKSPACE_MESSAGES as M } from "./messages";
import type { CreatedInviteResponse, InviteResponse } from "./responses";
import {
  INVITES_PER_INVITER_PER_HOUR,
  INVITES_PER_WORKSPACE_PER_HOUR,
  MAX_PENDING_INVITES,
} from "./shared";

export const INVITE_EMAIL = "workspace-invite-email";
export const INVITE_VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type InviteRole = (typeof workspaceInvites.$inferSelect)["role"];
export type WorkspaceCaller = { workspaceId: number; userId: string };

/** Not accepted, revoked or expired (awaiting an admin's approval included). */
export const pending = (now: Date) =>
  and(
    isNull(workspaceInvites.acceptedAt),
    isNull(workspaceInvites.revokedAt),
    gt(workspaceInvites.expiresAt, now),
  );

export async function assertMayInvite(db: DbOrTx, { workspaceId, userId }: WorkspaceCaller) {
  const membership = await membershipOf(db, workspaceId, userId);
  requireRole(membership, ADMIN_ROLES, M.invite);
  return membership;
}

const HOUR_SECONDS = 60 * 60;

/**
 * What keeps invites from being a way to send our email to strangers: so many an hour per
 * inviter and per workspace (429), so many pending per workspace (409). Counted before the
 * membership lookup, so probing which addresses are members costs hits too.
 */
async function assertWithinInviteLimits(db: DbOrTx, { workspaceId, userId }: WorkspaceCaller) {
  await enforceRateLimit(db, {
    key: `workspace-invites:inviter:${userId}`,
    limit: INVITES_PER_INVITER_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
    message: M.invitesByYou,
  });
  await enforceRateLimit(db, {
    key: `workspace-invites:workspace:${workspaceId}`,
    limit: INVITES_PER_WORKSPACE_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
    message: M.invitesByWorkspace,
  });
}

async function countPending(tx: DbOrTx, workspaceId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), pending(now)));
  return row?.n ?? 0;
}

/**
 * Invites an email address with a role: the invite and its email job are made in one transaction
 * (the worker sends it), and an earlier pending invite of the same address is revoked. The
 * workspace is locked meanwhile, so two invites can't both pass the pending cap.
 */
export async function createInvite(
  db: Db,
  caller: WorkspaceCaller & { email: string; role: InviteRole },
  now = new Date(),
): Promise<CreatedInviteResponse> {
  const membership = await assertMayInvite(db, caller);
  if (membership.personal) throw conflict(M.personalMembers, "personal_workspace");
  await assertWithinInviteLimits(db, caller);
  const [member] = await db
    .select({ id: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, caller.workspaceId),
        eq(sql`lower(${users.email})`, caller.email),
      ),
    )
    .limit(1);
  if (member) throw conflict(M.alreadyMember, "already_member");
  const { token, nonce, hash } = newInviteToken(config().authSecret);
  const invite = await db.transaction(async (tx) => {
    await membershipOf(tx, caller.workspaceId, caller.userId, { forUpdate: true });
    await tx
      .update(workspaceInvites)
      .set({ revokedAt: now })
      .where(
        and(
          eq(workspaceInvites.workspaceId, caller.workspaceId),
          eq(workspaceInvites.email, caller.email),
          pending(now),
        ),
      );
    if ((await countPending(tx, caller.workspaceId, now)) >= MAX_PENDING_INVITES) {
      throw conflict(M.invitesPending, "invite_limit_reached");
    }
    const [row] = await tx
      .insert(workspaceInvites)
      .values({
        workspaceId: caller.workspaceId,
        email: caller.email,
        role: caller.role,
        tokenHash: hash,
        tokenNonce: nonce,
        invitedBy: caller.userId,
        expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
      })
      .returning();
    if (!row) throw new Error("invite insert returned no row");
    await enqueue(tx, INVITE_EMAIL, { inviteId: row.id }, { maxAttempts: EMAIL_MAX_ATTEMPTS });
    return row;
  });
  return { ...inviteToResponse(invite), url: inviteLink(appBaseUrl(), token) };
}

const requester = alias(users, "requester");

/** Invites with the account that asked to join with one (null: none), for a `.where()`. */
export const selectInvites = (db: DbOrTx) =>
  db
    .select({
      invite: workspaceInvites,
      requester: {
        userId: requester.id,
        email: requester.email,
        firstName: requester.firstName,
        lastName: requester.lastName,
      },
    })
    .from(workspaceInvites)
    .leftJoin(requester, eq(requester.id, workspaceInvites.requestedBy));

type InviteRow = typeof workspaceInvites.$inferSelect;
type Requester = {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
};

export const inviteToResponse = (
  row: InviteRow,
  requestedBy: Requester | null = null,
): InviteResponse => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: requestedBy ? "awaiting_approval" : "pending",
  requestedBy,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The invites not yet accepted, revoked or expired, newest first; one another account asked to
 * join with shows as awaiting approval, naming that account.
 */
export async function listInvites(
  db: DbOrTx,
  caller: WorkspaceCaller,
  now = new Date(),
): Promise<InviteResponse[]> {
  await assertMayInvite(db, caller);
  const rows = await selectInvites(db)
    .where(and(eq(workspaceInvites.workspaceId, caller.workspaceId), pending(now)))
    .orderBy(desc(workspaceInvites.createdAt));
  return rows.map((row) => inviteToResponse(row.invite, row.requester));
}

/** Revokes a pending invite (again: nothing changes); an accepted one is past revoking (409). */
export async function revokeInvite(
  db: DbOrTx,
  caller: WorkspaceCaller & { inviteId: number },
): Promise<void> {
  await assertMayInvite(db, caller);
  const [row] = await db
    .update(workspaceInvites)
    .set({ revokedAt: sql`coalesce(${workspaceInvites.revokedAt}, now())` })
    .where(
      and(
        eq(workspaceInvites.id, caller.inviteId),
        eq(workspaceInvites.workspaceId, caller.workspaceId),
      ),
    )
    .returning({ acceptedAt: workspaceInvites.acceptedAt });
  if (!row) throw notFound(M.inviteNotFound, "invite_not_found");
  if (row.acceptedAt) throw conflict(M.inviteUsed, "invite_already_used");
}
