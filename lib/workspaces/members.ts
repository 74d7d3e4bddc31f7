import "server-only";
import { enqueueSeatSync } from "@/lib/billing/seats";
import { and, asc, eq, sql } from "drizzle-orm";
import { users, workspaceMembers, workspaceOwnershipOffers, type WorkspaceRole } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { conflict, notFound } from "@/lib/errors";
import { ADMIN_ROLES, membershipOf, requireRole } from "./access";
import { WORKSPACE_MESSAGES } from "./messages";
import type { MemberResponse } from "./schemas";
import { handOverVideos, videoRecipient } from "./videos";

type Target = { workspaceId: number; userId: string; memberId: string };

async function selectMembers(db: DbOrTx, workspaceId: number, memberId?: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.image,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        memberId === undefined ? undefined : eq(workspaceMembers.userId, memberId),
      ),
    )
    .orderBy(
      sql`array_position(array['owner', 'admin', 'creator', 'viewer'], ${workspaceMembers.role})`,
      asc(workspaceMembers.createdAt),
    );
}

const toResponse = (row: Awaited<ReturnType<typeof selectMembers>>[number]): MemberResponse => ({
  ...row,
  joinedAt: row.joinedAt.toISOString(),
});

/** One member, as the members list shows them (no access check: for a caller already checked). */
export async function getMember(
  db: DbOrTx,
  workspaceId: number,
  memberId: string,
): Promise<MemberResponse> {
  const [row] = await selectMembers(db, workspaceId, memberId);
  if (!row) throw notFound(WORKSPACE_MESSAGES.memberNotFound, "member_not_found");
  return toResponse(row);
}

/** Every member of a workspace the caller belongs to, owner first. */
export async function listMembers(
  db: DbOrTx,
  { workspaceId, userId }: { workspaceId: number; userId: string },
): Promise<MemberResponse[]> {
  await membershipOf(db, workspaceId, userId);
  return (await selectMembers(db, workspaceId)).map(toResponse);
}

/** A member's role, its row locked; 404 when they are not a member. */
export async function memberRole(tx: DbOrTx, workspaceId: number, memberId: string) {
  const [row] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, memberId)),
    )
    .for("update");
  if (!row) throw notFound(WORKSPACE_MESSAGES.memberNotFound, "member_not_found");
  return row.role;
}

export const setRole = (tx: DbOrTx, workspaceId: number, memberId: string, role: WorkspaceRole) =>
  tx
    .update(workspaceMembers)
    .set({ role })
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, memberId)),
    );

/** An offer of ownership to a member lapses when their role changes or they leave. */
const withdrawOfferTo = (tx: DbOrTx, workspaceId: number, memberId: string) =>
  tx
    .delete(workspaceOwnershipOffers)
    .where(
      and(
        eq(workspaceOwnershipOffers.workspaceId, workspaceId),
        eq(workspaceOwnershipOffers.offeredTo, memberId),
      ),
    );

/**
 * Admins change the roles of members below the owner; a member made a viewer hands their videos in
 * the workspace to the owner. Ownership is never set here: it moves only
 * when an admin accepts the owner's offer (ownership.ts), so `owner` is refused with a code that
 * says so. The workspace is locked first, so two changes can't both pass their role check.
 */
export async function changeMemberRole(
  db: Db,
  { workspaceId, userId, memberId, role }: Target & { role: WorkspaceRole },
): Promise<MemberResponse> {
  await db.transaction(async (tx) => {
    const caller = await membershipOf(tx, workspaceId, userId, { forUpdate: true });
    if (role === "owner") {
      requireRole(caller, ["owner"], WORKSPACE_MESSAGES.transfer);
      throw conflict(WORKSPACE_MESSAGES.ownershipByOffer, "ownership_offer_required");
    }
    requireRole(caller, ADMIN_ROLES, WORKSPACE_MESSAGES.manageMembers);
    const current = await memberRole(tx, workspaceId, memberId);
    if (current === "owner")
      throw conflict(WORKSPACE_MESSAGES.ownerMustTransfer, "owner_must_transfer");
    await setRole(tx, workspaceId, memberId, role);
    // A viewer manages no videos here: theirs pass to the owner, as when a member leaves, so
    // none (a private one least of all) is left that nobody can manage.
    if (role === "viewer" && current !== "viewer") {
      const owner = await videoRecipient(tx, { workspaceId, memberId });
      await handOverVideos(tx, { workspaceId, from: memberId, to: owner });
    }
    if (role !== current) await withdrawOfferTo(tx, workspaceId, memberId);
    await enqueueSeatSync(tx, workspaceId);
  });
  return getMember(db, workspaceId, memberId);
}

/**
 * Admins remove members; anyone may leave; the owner neither leaves nor is removed. The member's
 * videos in the workspace stay with the team: they pass to `transferTo` (an owner or admin of the
 * workspace) or else to the owner, in the same transaction as the removal.
 */
export async function removeMember(
  db: Db,
  { workspaceId, userId, memberId, transferTo }: Target & { transferTo?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const caller = await membershipOf(tx, workspaceId, userId, { forUpdate: true });
    if (memberId !== userId) requireRole(caller, ADMIN_ROLES, WORKSPACE_MESSAGES.manageMembers);
    const current = memberId === userId ? caller.role : await memberRole(tx, workspaceId, memberId);
    if (current === "owner")
      throw conflict(WORKSPACE_MESSAGES.ownerMustTransfer, "owner_must_transfer");
    const recipient = await videoRecipient(tx, { workspaceId, memberId, transferTo });
    await tx
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, memberId)),
      );
    await handOverVideos(tx, { workspaceId, from: memberId, to: recipient });
    await withdrawOfferTo(tx, workspaceId, memberId);
    await enqueueSeatSync(tx, workspaceId);
  });
}
