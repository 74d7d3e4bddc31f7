import "server-only";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { stripeEvents } from "@/db/schema";
import { badRequest, serviceUnavailable } from "@/lib/errors";
import { getStripe, getWebhookSecret } from "../stripe-client";
import { onCheckoutSessionCompleted } from "./checkout-session-completed";
import { claimEvent } from "./record-event";
import { refreshStripeSubscription } from "./refresh";
import { onSubscriptionCreated } from "./subscription-created";
import { onSubscriptionDeleted } from "./subscription-deleted";
import { onSubscriptionUpdated } from "./subscription-updated";
import type { WebhookOutcome } from "./types";
import type { Db, DbOrTx } from "@/db/types";
import { logger } from "@/lib/log/logger";

export const RELEVANT_EVENTS = new Set<string>([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.deleted",
]);

function dispatch(tx: DbOrTx, event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
      return onCheckoutSessionCompleted(tx, event);
    case "customer.subscription.created":
      return onSubscriptionCreated(tx, event);
    case "customer.subscription.updated":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      return onSubscriptionUpdated(tx, event);
    case "customer.subscription.deleted":
      return onSubscriptionDeleted(tx, event);
    default:
      return Promise.resolve("ignored");
  }
}

export function verifyStripeEvent(payload: string, signature: string | null): Stripe.Event {
  const secret = getWebhookSecret();
  if (!secret)
    throw serviceUnavailable(
      "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).",
      "billing_not_configured",
    );
  if (!signature) throw badRequest("Missing Stripe-Signature header", "invalid_webhook_signature");
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw badRequest("Invalid Stripe signature", "invalid_webhook_signature");
  }
}

/**
 * A stale subscription event means deliveries crossed: the subscription is fetched from Stripe.
 * Without a Stripe client (webhook-only setups) the newer state simply stays. If Stripe can't be
 * reached the claim is undone and the 502 makes Stripe deliver the event again later.
 */
async function refreshAfterConflict(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  const stripe = getStripe();
  const object = event.data.object as { object?: string; id?: string };
  if (!stripe || object.object !== "subscription" || !object.id) return "stale";
  try {
    const refreshed = await refreshStripeSubscription(db, stripe, object.id);
    return refreshed === "applied" ? "refreshed" : refreshed;
  } catch (error) {
    await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
}

/** Verifies a delivery and applies it once: repeated deliveries and irrelevant events change nothing. */
export async function handleStripeWebhook(
  db: Db,
  { payload, signature }: { payload: string; signature: string | null },
): Promise<{ received: true; type: string; outcome: WebhookOutcome }> {
  const event = verifyStripeEvent(payload, signature);
  if (!RELEVANT_EVENTS.has(event.type))
    return { received: true, type: event.type, outcome: "ignored" };
  let outcome = await db.transaction(async (tx) =>
    (await claimEvent(tx, event)) ? dispatch(tx, event) : "duplicate",
  );
  if (outcome === "stale") outcome = await refreshAfterConflict(db, event);
  if (outcome === "unknown-user")
    logger().warn(
      { eventType: event.type, eventId: event.id },
      "[billing] no matching user, event ignored",
    );
  return { received: true, type: event.type, outcome };
}
