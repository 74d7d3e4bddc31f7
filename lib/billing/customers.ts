import "server-only";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { DbOrTx } from "@/db/types";
import { subscriptions, users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { findSubscription } from "./queries";

/** The user's Stripe customer: created once (carrying `metadata.userId`) and remembered on the subscription row. */
export async function getOrCreateStripeCustomer(
  db: DbOrTx,
  stripe: Stripe,
  userId: string,
): Promise<string> {
  const existing = await findSubscription(db, userId);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;

  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound("User not found", "user_not_found");

  const customer = await stripe.customers.create(
    { email: user.email ?? undefined, name: user.name ?? undefined, metadata: { userId } },
    // Two racing first checkouts get the same customer from Stripe.
    { idempotencyKey: `demoreel-customer-${userId}` },
  );
  return saveStripeCustomerId(db, userId, customer.id);
}

/** Remembers the Stripe customer of a user; the first one stored wins, so two racing requests agree. */
export async function saveStripeCustomerId(
  db: DbOrTx,
  userId: string,
  customerId: string,
): Promise<string> {
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, stripeCustomerId: customerId })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        stripeCustomerId: sql`coalesce(${subscriptions.stripeCustomerId}, excluded.stripe_customer_id)`,
      },
    })
    .returning({ stripeCustomerId: subscriptions.stripeCustomerId });
  return row?.stripeCustomerId ?? customerId;
}
