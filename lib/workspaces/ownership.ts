import "server-only";
import { and, eq, gt, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users, workspaceMembers, workspaceOwnershipOffers as offers } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { enqueueSeatSync, enqueueSeatSyncFor } from "@/lib/billing/seats";
import { conflict, notFound } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/enqueue";
import { EMAIL_MAX_ATTEMPTS } from "@/lib/mail/jobs";
import { ADMIN_ROLES, membershipOf, requireRole } from "./access";
import { memberRole, setRole } from "./members";
import { WORKSPACE_MESSAGES as M } from "./messages";
import { getWorkspace } from "./queries";
import type {
  OwnershipOfferResponse,
  OwnershipOfferStateResponse,
  WorkspaceResponse,
} from "./responses";
import { OWNERSHIP_OFFER_VALID_DAYS } from "./shared";

export const OWNERSHIP_OFFER_EMAIL = "workspace-ownership-offer-email";
const DAY_MS = 24 * 60 * 60 * 1000;

type Caller = { workspaceId: number; userId: string };

const offeredBy = alias(users, "offered_by_user");
const offeredTo = alias(users, "offered_to_user");
const personOf = (table: typeof offeredBy | typeof offeredTo) => ({
  userId: table.id,
  email: table.email,
  firstName: table.firstName,
  lastName: table.lastName,
});

const stillOpen = (now: Date) => gt(offers.expiresAt, now);

/** The workspace's offer that has not lapsed, with the two people it names; null when none. */
async function pendingOffer(
  db: DbOrTx,
  workspaceId: number,
  now: Date,
): Promise<OwnershipOfferResponse | null> {
  const [row] = await db
    .select({ offer: offers, from: personOf(offeredBy), to: personOf(offeredTo) })
    .from(offers)
    .innerJoin(offeredBy, eq(offeredBy.id, offers.offeredBy))
    .innerJoin(offeredTo, eq(offeredTo.id, offers.offeredTo))
    .where(and(eq(offers.workspaceId, workspaceId), stillOpen(now)))
    .limit(1);
  if (!row) return null;
  return {
    workspaceId: row.offer.workspaceId,
    offeredBy: row.from,
    offeredTo: row.to,
    createdAt: row.offer.createdAt.toISOString(),
    expiresAt: row.offer.expiresAt.toISOString(),
  };
}

/** The owner and the admins read the pending offer: that is where the offered admin finds it. */
export async function getOwnershipOffer(
  db: DbOrTx,
  { workspaceId, userId }: Caller,
  now = new Date(),
): Promise<OwnershipOfferStateResponse> {
  requireRole(await membershipOf(db, workspaceId, userId), ADMIN_ROLES, M.readOffer);
  return { offer: await pendingOffer(db, workspaceId, now) };
}

/**
 * The owner offers the workspace to one of its admins, who is emailed. Nothing else changes until
 * they accept: roles, plan and seats stay as they are. One pending offer per workspace (its unique
 * key decides between two at once); a lapsed one gives way to the next.
 */
export async function offerOwnership(
  db: Db,
  { workspaceId, userId, memberId }: Caller & { memberId: string },
  now = new Date(),
): Promise<OwnershipOfferResponse> {
  await db.transaction(async (tx) => {
    const caller = await membershipOf(tx, workspaceId, userId, { forUpdate: true });
    requireRole(caller, ["owner"], M.transfer);
    if ((await memberRole(tx, workspaceId, memberId)) !== "admin") {
      throw conflict(M.offerNeedsAdmin, "ownership_needs_admin");
    }
    await tx
      .delete(offers)
      .where(and(eq(offers.workspaceId, workspaceId), lte(offers.expiresAt, now)));
    const [made] = await tx
      .insert(offers)
      .values({
        workspaceId,
        offeredBy: userId,
        offeredTo: memberId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OWNERSHIP_OFFER_VALID_DAYS * DAY_MS),
      })
      .onConflictDoNothing({ target: offers.workspaceId })
      .returning({ id: offers.id });
    if (!made) throw conflict(M.offerPending, "ownership_offer_pending");
    await enqueue(
      tx,
      OWNERSHIP_OFFER_EMAIL,
      { offerId: made.id },
      { maxAttempts: EMAIL_MAX_ATTEMPTS },
    );
  });
  const offer = await pendingOffer(db, workspaceId, now);
  if (!offer) throw notFound(M.noOffer, "ownership_offer_not_found");
  return offer;
}

/** The owner withdraws the pending offer. */
export async function cancelOwnershipOffer(
  db: DbOrTx,
  { workspaceId, userId }: Caller,
  now = new Date(),
): Promise<void> {
  requireRole(await membershipOf(db, workspaceId, userId), ["owner"], M.transfer);
  const gone = await db
    .delete(offers)
    .where(and(eq(offers.workspaceId, workspaceId), stillOpen(now)))
    .returning({ id: offers.id });
  if (gone.length === 0) throw notFound(M.noOffer, "ownership_offer_not_found");
}

/** Takes the caller's pending offer out of the table; 404 when none names them. */
async function takeOfferOf(tx: DbOrTx, { workspaceId, userId }: Caller, now: Date) {
  const [offer] = await tx
    .delete(offers)
    .where(and(eq(offers.workspaceId, workspaceId), eq(offers.offeredTo, userId), stillOpen(now)))
    .returning();
  if (!offer) throw notFound(M.offerNotFound, "ownership_offer_not_found");
  return offer;
}

/**
 * The offered admin accepts: they become the owner and the owner an admin, in one transaction
 * with the workspace locked, and only now do the plan and seats move (the old owner's
 * subscription loses the seats, the new owner's gains them). An offer made by someone who is no
 * longer the owner is void.
 */
export async function acceptOwnershipOffer(
  db: Db,
  caller: Caller,
  now = new Date(),
): Promise<WorkspaceResponse> {
  const { workspaceId, userId } = caller;
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, workspaceId, userId, { forUpdate: true });
    const offer = await takeOfferOf(tx, caller, now);
    const [owner] = await tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")))
      .limit(1);
    if (membership.role !== "admin" || owner?.userId !== offer.offeredBy) {
      throw notFound(M.offerNotFound, "ownership_offer_not_found");
    }
    await setRole(tx, workspaceId, owner.userId, "admin");
    await setRole(tx, workspaceId, userId, "owner");
    await enqueueSeatSyncFor(tx, owner.userId);
    await enqueueSeatSync(tx, workspaceId);
  });
  return getWorkspace(db, workspaceId, userId);
}

/** The offered admin declines: the offer is gone and nothing else changes. */
export async function declineOwnershipOffer(
  db: DbOrTx,
  caller: Caller,
  now = new Date(),
): Promise<void> {
  await membershipOf(db, caller.workspaceId, caller.userId);
  await takeOfferOf(db, caller, now);
}
