import { z } from "zod";
import type { SameType } from "@/lib/utils";
import type { WebhookOutcome } from "./types";

/** What POST /api/stripe/webhook did with an event (docs/api.md#post-apistripewebhook). */
export const STRIPE_WEBHOOK_OUTCOMES = [
  "applied",
  "linked",
  "refreshed",
  "stale",
  "superseded",
  "unknown-user",
  "duplicate",
  "ignored",
] as const;

// Fails to compile when the list and the type differ.
export const webhookOutcomesMatch: SameType<
  (typeof STRIPE_WEBHOOK_OUTCOMES)[number],
  WebhookOutcome
> = true;

/** POST /api/stripe/webhook: the event was received, and what came of it. */
export const stripeWebhookResponse = z.strictObject({
  received: z.literal(true),
  type: z.string().describe("The Stripe event's type, e.g. `customer.subscription.updated`"),
  outcome: z
    .enum(STRIPE_WEBHOOK_OUTCOMES)
    .describe(
      "`ignored`: not an event billing reads; `duplicate`: applied before; `stale`: older than " +
        "the state applied and Stripe can't be asked (no key); `refreshed`: so the state was " +
        "read from Stripe instead",
    ),
});

/**
 * The body Stripe sends (a request, not an answer): the event's envelope as Stripe documents it.
 * Open, because Stripe adds fields to events without notice and the signature covers them all.
 */
export const stripeEventBody = z
  .looseObject({
    id: z.string().describe("evt_..."),
    object: z.literal("event"),
    type: z.string().describe("e.g. `checkout.session.completed`"),
    created: z.number().int(),
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .describe("A Stripe event, signed in the `Stripe-Signature` header");
