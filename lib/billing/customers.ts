import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { DbOrTx } from "@/db/types";
import { users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { findSubscription, saveStripeCustomerId } from "./subscription-store";

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
