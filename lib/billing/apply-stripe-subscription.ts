import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { subscriptions, users } from "@/db/schema";
import { isSubscriptionActive } from "./shared";
import type { StripeSubscriptionState } from "./stripe-subscription";
import { findSubscriptionByCustomer } from "./queries";

export type ApplyOutcome = "applied" | "stale" | "superseded" | "unknown-user";

interface ApplyOptions {
  /** When Stripe produced this state (`event.created`, or the time of our own API call). */
  at: Date;
  /** The event's id: events of the same second are ordered by it. None for state read from the API. */
  eventId?: string;
  /** `customer.subscription.created`: the first event of a subscription, never newer than what we already track. */
  isCreation?: boolean;
  /** Applies only if the row still holds this mark (state fetched from Stripe while events may land). */
  unlessChangedSince?: EventMark | null;
}

export interface EventMark {
  lastEventAt: Date | null;
  lastEventId: string | null;
}

function sameMark(a: EventMark | null | undefined, b: EventMark | null | undefined): boolean {
  return (
    (a?.lastEventAt?.getTime() ?? null) === (b?.lastEventAt?.getTime() ?? null) &&
    (a?.lastEventId ?? null) === (b?.lastEventId ?? null)
  );
}

async function resolveUserId(db: DbOrTx, state: StripeSubscriptionState): Promise<string | null> {
  if (state.userId) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, state.userId))
      .limit(1);
    if (user) return user.id;
  }
  return (await findSubscriptionByCustomer(db, state.customerId))?.userId ?? null;
}

/**
 * Events are ordered by (`created`, event id). State stored from our own API calls has no id: it
 * sorts before the events of its second, and a newer API answer of the same second replaces it.
 * A creation is never newer than anything of its own second.
 */
function isNotNewer(
  incoming: ApplyOptions,
  applied: { lastEventAt: Date; lastEventId: string | null },
): boolean {
  const at = incoming.at.getTime();
  const appliedAt = applied.lastEventAt.getTime();
  if (at !== appliedAt) return at < appliedAt;
  if (incoming.isCreation) return true;
  // Our own API call's answer is the newest state of its second.
  if (incoming.eventId === undefined) return false;
  return incoming.eventId <= (applied.lastEventId ?? "");
}

/**
 * Writes a Stripe subscription onto its user's row, order-independently: an older state never
 * overwrites a newer one, and an ended subscription never replaces another one that is still active.
 * Run inside a transaction: the row is locked while deciding.
 */
export async function applyStripeSubscription(
  tx: DbOrTx,
  state: StripeSubscriptionState,
  options: ApplyOptions,
): Promise<ApplyOutcome> {
  const userId = await resolveUserId(tx, state);
  if (!userId) return "unknown-user";

  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for("update");
  if (options.unlessChangedSince !== undefined && !sameMark(row, options.unlessChangedSince)) {
    return "stale";
  }
  const sameSubscription = row?.stripeSubscriptionId === state.subscriptionId;
  if (row?.lastEventAt && sameSubscription) {
    if (isNotNewer(options, { lastEventAt: row.lastEventAt, lastEventId: row.lastEventId })) {
      return "stale";
    }
  }
  const incomingActive = isSubscriptionActive(state);
  if (
    row?.stripeSubscriptionId &&
    !sameSubscription &&
    isSubscriptionActive(row) &&
    !incomingActive
  ) {
    return "superseded";
  }

  const values = {
    provider: "stripe" as const,
    stripeCustomerId: state.customerId,
    stripeSubscriptionId: state.subscriptionId,
    plan: state.plan ?? row?.plan ?? null,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    lastEventAt: options.at,
    lastEventId: options.eventId ?? null,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: values,
      // Backstop for two first events racing before any row existed to lock.
      setWhere: sql`${subscriptions.stripeSubscriptionId} is distinct from excluded.stripe_subscription_id
        or ${subscriptions.lastEventAt} is null
        or (${subscriptions.lastEventAt}, coalesce(${subscriptions.lastEventId}, ''))
          <= (excluded.last_event_at, coalesce(excluded.last_event_id, ''))`,
    });
  return "applied";
}
