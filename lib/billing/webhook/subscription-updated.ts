import "server-only";
import type Stripe from "stripe";
import { applyStripeSubscription } from "../apply-stripe-subscription";
import { readStripeSubscription } from "../stripe-subscription";
import { eventTime, type WebhookHandler } from "./types";

type SubscriptionChangedEvent =
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionPausedEvent
  | Stripe.CustomerSubscriptionResumedEvent;

// customer.subscription.updated / paused / resumed: renewals, plan changes, cancel at period end, payment trouble.
export const onSubscriptionUpdated: WebhookHandler<SubscriptionChangedEvent> = (tx, event) =>
  applyStripeSubscription(tx, readStripeSubscription(event.data.object), {
    at: eventTime(event),
    eventId: event.id,
  });
