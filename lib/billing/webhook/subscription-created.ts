import "server-only";
import type Stripe from "stripe";
import { applyStripeSubscription } from "../apply-stripe-subscription";
import { readStripeSubscription } from "../stripe-subscription";
import { eventTime, type WebhookHandler } from "./types";

// customer.subscription.created: the first state of a subscription, applied from the payload alone.
export const onSubscriptionCreated: WebhookHandler<Stripe.CustomerSubscriptionCreatedEvent> = (
  tx,
  event,
) =>
  applyStripeSubscription(tx, readStripeSubscription(event.data.object), {
    at: eventTime(event),
    eventId: event.id,
    isCreation: true,
  });
