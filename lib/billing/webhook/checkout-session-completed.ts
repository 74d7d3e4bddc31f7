import "server-only";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions, users } from "@/db/schema";
import type { WebhookHandler } from "./types";

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

/**
 * checkout.session.completed: links the Stripe customer and subscription to the user who paid.
 * The subscription's state itself comes with customer.subscription.* events, in any order.
 */
export const onCheckoutSessionCompleted: WebhookHandler<
  Stripe.CheckoutSessionCompletedEvent
> = async (tx, event) => {
  const session = event.data.object;
  const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
  const customerId = idOf(session.customer);
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== "subscription" || !userId || !customerId) return "ignored";

  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return "unknown-user";

  await tx
    .insert(subscriptions)
    .values({
      userId,
      provider: "stripe",
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscriptionId,
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        stripeCustomerId: sql`coalesce(${subscriptions.stripeCustomerId}, excluded.stripe_customer_id)`,
        // Only fills an empty slot: a subscription event may already have recorded a newer state.
        stripeSubscriptionId: sql`coalesce(${subscriptions.stripeSubscriptionId}, excluded.stripe_subscription_id)`,
      },
    });
  return "linked";
};
