import "server-only";
import { enqueueSeatSync } from "@/lib/billing/seats";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { users, workspaceInvites, workspaceMembers, workspaces } from "@/db/schema";
import { getDb } from "@/db/client";
import type { Db, DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { conflict, gone, notFound } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/enqueue";
import { EMAIL_MAX_ATTEMPTS } from "@/lib/mail/jobs";
import { appBaseUrl } from "@/lib/mail/settings";
import { enforceRateLimit } from "@/lib/rate-limit";
import { ADMIN_ROLES, membershipOf, requireRole } from "./access";
import { hashInviteToken, inviteLink, newInviteToken } from "./invite-token";
import { WORKSPACE_MESSAGES as M } from "./messages";
import type { CreatedInviteResponse, InviteResponse, MembershipResponse } from "./responses";
import { inviteTokenParams } from "./schemas";
import {
  INVITES_PER_INVITER_PER_HOUR,
  INVITES_PER_WORKSPACE_PER_HOUR,
  MAX_PENDING_INVITES,
} from "./shared";

export const INVITE_EMAIL = "workspace-invite-email";
export const INVITE_VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type InviteRole = (typeof workspaceInvites.$inferSelect)["role"];
type WorkspaceCaller = { workspaceId: number; userId: string };

const pending = (now: Date) =>
  and(
    isNull(workspaceInvites.acceptedAt),
    isNull(workspaceInvites.revokedAt),
    gt(workspaceInvites.expiresAt, now),
  );

async function assertMayInvite(db: DbOrTx, { workspaceId, userId }: WorkspaceCaller) {
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
  return { ...toResponse(invite), url: inviteLink(appBaseUrl(), token) };
}

const toResponse = (row: typeof workspaceInvites.$inferSelect): InviteResponse => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The invites not yet accepted, revoked or expired, newest first. */
export async function listInvites(
  db: DbOrTx,
  caller: WorkspaceCaller,
  now = new Date(),
): Promise<InviteResponse[]> {
  await assertMayInvite(db, caller);
  const rows = await db
    .select()
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, caller.workspaceId), pending(now)))
    .orderBy(desc(workspaceInvites.createdAt));
  return rows.map(toResponse);
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

export type InviteState = "pending" | "expired" | "revoked" | "used";

function stateOf(invite: typeof workspaceInvites.$inferSelect, now: Date): InviteState {
  if (invite.revokedAt) return "revoked";
  if (invite.acceptedAt) return "used";
  return invite.expiresAt <= now ? "expired" : "pending";
}

const REFUSALS = {
  revoked: () => gone(M.inviteRevoked, "invite_revoked"),
  used: () => gone(M.inviteUsed, "invite_already_used"),
  expired: () => gone(M.inviteExpired, "invite_expired"),
} as const;

/**
 * Any signed-in account accepts a pending invite: it becomes a member with the invite's role (a
 * member already keeps their role). The conditional update makes a link work exactly once.
 */
export async function acceptInvite(
  db: Db,
  { token, userId }: { token: string; userId: string },
  now = new Date(),
): Promise<MembershipResponse> {
  const [invite] = await db
    .select({ row: workspaceInvites, workspaceName: workspaces.name })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(eq(workspaceInvites.tokenHash, hashInviteToken(token)))
    .limit(1);
  if (!invite) throw notFound(M.inviteNotFound, "invite_not_found");
  const { row } = invite;
  const state = stateOf(row, now);
  if (state !== "pending") throw REFUSALS[state]();
  const role = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(workspaceInvites)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(workspaceInvites.id, row.id), pending(now)))
      .returning({ id: workspaceInvites.id });
    if (!taken) throw gone(M.inviteUsed, "invite_already_used");
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: row.workspaceId, userId, role: row.role })
      .onConflictDoNothing();
    await enqueueSeatSync(tx, row.workspaceId);
    return (await membershipOf(tx, row.workspaceId, userId)).role;
  });
  return { workspaceId: row.workspaceId, workspaceName: invite.workspaceName, userId, role };
}

/** What the invite page shows before anyone accepts: the workspace, the role, and whether it works. */
export async function previewInvite(
  token: string,
  now = new Date(),
): Promise<{ workspaceName: string; role: InviteRole; state: InviteState } | null> {
  if (!inviteTokenParams.safeParse({ token }).success) return null;
  const [row] = await (
    await getDb()
  )
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
  };
}
