import "server-only";
import type Stripe from "stripe";
import { applyStripeSubscription } from "../apply-stripe-subscription";
import { readStripeSubscription } from "../stripe-subscription";
import { eventTime, type WebhookHandler } from "./types";

// customer.subscription.deleted: the subscription has ended; the free-plan limit applies again.
export const onSubscriptionDeleted: WebhookHandler<Stripe.CustomerSubscriptionDeletedEvent> = (
  tx,
  event,
) =>
  applyStripeSubscription(
    tx,
    { ...readStripeSubscription(event.data.object), status: "canceled" },
    { at: eventTime(event), eventId: event.id },
  );
