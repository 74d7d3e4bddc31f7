import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { subscriptions, workspaceMembers, workspaces } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { enqueue } from "@/lib/jobs/enqueue";
import type { KindHandlers } from "@/lib/jobs/types";
import { callStripe } from "./stripe-errors";
import { getStripe } from "./stripe-client";
import { findSubscription } from "./queries";
import { isSubscriptionActive } from "./shared";

export const SYNC_SEATS_JOB = "billing.sync-seats";

/**
 * Pro is billed per creator seat: the distinct users holding owner, admin or creator in the team
 * workspaces the subscriber owns, plus the subscriber (counted once). Viewers are free.
 */
export async function countSeats(db: DbOrTx, subscriberId: string): Promise<number> {
  const seat = alias(workspaceMembers, "seat");
  const rows = await db
    .selectDistinct({ userId: seat.userId })
    .from(workspaceMembers)
    .innerJoin(
      workspaces,
      and(eq(workspaces.id, workspaceMembers.workspaceId), isNull(workspaces.personalFor)),
    )
    .innerJoin(
      seat,
      and(
        eq(seat.workspaceId, workspaceMembers.workspaceId),
        inArray(seat.role, ["owner", "admin", "creator"]),
      ),
    )
    .where(and(eq(workspaceMembers.userId, subscriberId), eq(workspaceMembers.role, "owner")));
  return new Set([subscriberId, ...rows.map((row) => row.userId)]).size;
}

/**
 * Queues a seat recount for the owner of a workspace whose members changed, in the change's own
 * transaction: the job runs after it commits and is retried if Stripe is down, so no change is lost.
 */
export async function enqueueSeatSync(tx: DbOrTx, workspaceId: number): Promise<void> {
  const [owner] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")))
    .limit(1);
  if (owner) await enqueueSeatSyncFor(tx, owner.userId);
}

/** Queues a seat recount of one subscriber (retried: Stripe may be down for a while). */
export async function enqueueSeatSyncFor(tx: DbOrTx, userId: string): Promise<void> {
  await enqueue(tx, SYNC_SEATS_JOB, { userId }, { maxAttempts: 8 });
}

/**
 * Sets the subscription's quantity to the seats counted now: on Stripe with proration (the
 * change is charged or credited on the next invoice), in test mode in the database alone.
 */
export async function syncSeats(db: Db, subscriberId: string): Promise<number | null> {
  const row = await findSubscription(db, subscriberId);
  if (!row || !isSubscriptionActive(row)) return null;
  const seats = await countSeats(db, subscriberId);
  if (row.provider === "stripe" && row.stripeSubscriptionId) {
    const stripe = getStripe();
    if (!stripe) throw new Error("Stripe is not configured: seats cannot be synced");
    const id = row.stripeSubscriptionId;
    const current = await callStripe("read the subscription", () =>
      stripe.subscriptions.retrieve(id),
    );
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${id} has no item`);
    if (item.quantity !== seats) {
      await callStripe("update the seats", () =>
        stripe.subscriptions.update(id, {
          items: [{ id: item.id, quantity: seats }],
          proration_behavior: "create_prorations",
        }),
      );
    }
  }
  await db.update(subscriptions).set({ seats }).where(eq(subscriptions.userId, subscriberId));
  return seats;
}

export function billingJobHandlers(db: Db): KindHandlers {
  return {
    [SYNC_SEATS_JOB]: {
      async run(job) {
        await syncSeats(db, job.payload.userId);
      },
    },
  };
}
