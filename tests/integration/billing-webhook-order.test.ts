import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import type Stripe from "stripe";
import { applyStripeSubscription } from "@/lib/billing/apply-stripe-subscription";
import { hasActiveSubscription } from "@/lib/billing/queries";
import { readStripeSubscription } from "@/lib/billing/stripe-subscription";
import { setStripeForTests } from "@/lib/billing/stripe-client";
import { stripeEvents, subscriptions } from "@/db/schema";
import { createTestUser } from "../support/fixtures";
import {
  createFakeStripe,
  signedEvent,
  subscriptionObject,
  WEBHOOK_SECRET,
  webhookRequest,
} from "./billing-fake-stripe";
import { daysFromNow as at, deliver, useWebhookSuite } from "./billing-webhook-helpers";

const { database, rowOf } = useWebhookSuite();

describe("POST /api/stripe/webhook: idempotency and order", () => {
  it("a repeated delivery of the same event changes nothing", async () => {
    const user = await createTestUser(database.db());
    const base = {
      id: "sub_twice",
      customer: "cus_twice",
      userId: user.id,
      plan: "monthly" as const,
      periodEnd: at(30),
    };
    const delivery = signedEvent({
      type: "customer.subscription.updated",
      object: subscriptionObject(base),
      created: at(-1),
      id: "evt_twice",
    });
    expect(await (await webhook(webhookRequest(delivery))).json()).toMatchObject({
      outcome: "applied",
    });

    // Something later changes the row (say, a cancellation in the app); the redelivery must not undo it.
    await database
      .db()
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.userId, user.id));
    const again = await webhook(webhookRequest(delivery));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "duplicate" });
    expect(await rowOf(user.id)).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    const stored = await database
      .db()
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, "evt_twice"));
    expect(stored).toHaveLength(1);
  });

  it("an older event delivered late never overwrites newer state", async () => {
    const user = await createTestUser(database.db());
    const base = {
      id: "sub_order",
      customer: "cus_order",
      userId: user.id,
      plan: "monthly" as const,
      periodEnd: at(30),
    };
    const newer = subscriptionObject({ ...base, status: "canceled" });
    await deliver("customer.subscription.deleted", newer, at(-1));
    const late = await deliver(
      "customer.subscription.updated",
      subscriptionObject({ ...base, status: "active" }),
      at(-2),
    );
    expect(late.body.outcome).toBe("stale");
    expect(await rowOf(user.id)).toMatchObject({ status: "canceled" });
    expect(await hasActiveSubscription(database.db(), user.id)).toBe(false);
  });

  it("a creation event arriving after an update from the same second is stale", async () => {
    const user = await createTestUser(database.db());
    const base = {
      id: "sub_same",
      customer: "cus_same",
      userId: user.id,
      plan: "monthly" as const,
      periodEnd: at(30),
    };
    const second = new Date(Math.floor(Date.now() / 1000) * 1000);
    await deliver(
      "customer.subscription.updated",
      subscriptionObject({ ...base, status: "active" }),
      second,
    );
    const created = await deliver(
      "customer.subscription.created",
      subscriptionObject({ ...base, status: "incomplete" }),
      second,
    );
    expect(created.body.outcome).toBe("stale");
    expect(await rowOf(user.id)).toMatchObject({ status: "active" });
  });

  it("the end of an old subscription does not replace a newer active one", async () => {
    const user = await createTestUser(database.db());
    const common = {
      customer: "cus_two",
      userId: user.id,
      plan: "monthly" as const,
      periodEnd: at(30),
    };
    await deliver(
      "customer.subscription.created",
      subscriptionObject({ ...common, id: "sub_new" }),
      at(-1),
    );
    const old = await deliver(
      "customer.subscription.deleted",
      subscriptionObject({ ...common, id: "sub_old", status: "canceled" }),
      new Date(),
    );
    expect(old.body.outcome).toBe("superseded");
    expect(await rowOf(user.id)).toMatchObject({
      stripeSubscriptionId: "sub_new",
      status: "active",
    });
  });

  it("concurrent deliveries in any order settle on the newest state", async () => {
    const user = await createTestUser(database.db());
    const base = { id: "sub_race", customer: "cus_race", userId: user.id, periodEnd: at(30) };
    await Promise.all([
      deliver(
        "customer.subscription.updated",
        subscriptionObject({ ...base, plan: "yearly" }),
        at(-0.001),
      ),
      deliver(
        "customer.subscription.created",
        subscriptionObject({ ...base, status: "incomplete" }),
        at(-0.003),
      ),
      deliver(
        "customer.subscription.updated",
        subscriptionObject({ ...base, plan: "monthly" }),
        at(-0.002),
      ),
    ]);
    expect(await rowOf(user.id)).toMatchObject({ status: "active", plan: "yearly" });
  });
});

describe("POST /api/stripe/webhook: events of one second are ordered by event id", () => {
  it("applies a later id of the same second and refuses an earlier one", async () => {
    const user = await createTestUser(database.db());
    const base = {
      id: "sub_tie",
      customer: "cus_tie",
      userId: user.id,
      periodEnd: at(30),
    };
    const second = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const update = (plan: "monthly" | "yearly", id: string) =>
      deliver("customer.subscription.updated", subscriptionObject({ ...base, plan }), second, id);
    expect((await update("monthly", "evt_tie_b")).body.outcome).toBe("applied");
    expect((await update("yearly", "evt_tie_a")).body.outcome).toBe("stale");
    expect(await rowOf(user.id)).toMatchObject({ plan: "monthly", lastEventId: "evt_tie_b" });
    expect((await update("yearly", "evt_tie_c")).body.outcome).toBe("applied");
    expect(await rowOf(user.id)).toMatchObject({ plan: "yearly", lastEventId: "evt_tie_c" });
  });
});

describe("our own API answers (cancel, reactivate) stamped with the current second", () => {
  it("a second answer of the same second replaces the first", async () => {
    const user = await createTestUser(database.db());
    const base = { id: "sub_api", customer: "cus_api", userId: user.id, periodEnd: at(30) };
    const second = new Date(Math.floor(Date.now() / 1000) * 1000);
    const store = (cancelAtPeriodEnd: boolean) =>
      database
        .db()
        .transaction((tx) =>
          applyStripeSubscription(
            tx,
            readStripeSubscription(
              subscriptionObject({ ...base, cancelAtPeriodEnd }) as unknown as Stripe.Subscription,
            ),
            { at: second },
          ),
        );
    expect(await store(true)).toBe("applied");
    expect(await store(false)).toBe("applied");
    expect(await rowOf(user.id)).toMatchObject({ cancelAtPeriodEnd: false, lastEventId: null });
  });
});

describe("POST /api/stripe/webhook: a late event makes the app fetch the subscription", () => {
  const fake = createFakeStripe();
  beforeAll(() => setStripeForTests({ client: fake.client, webhookSecret: WEBHOOK_SECRET }));
  afterAll(() => setStripeForTests({ client: null, webhookSecret: WEBHOOK_SECRET }));

  async function subscribed(id: string) {
    const user = await createTestUser(database.db());
    const base = { id, customer: `cus_${id}`, userId: user.id, periodEnd: at(30) };
    const applied = await deliver(
      "customer.subscription.updated",
      subscriptionObject({ ...base, plan: "monthly" }),
      at(-1),
    );
    expect(applied.body.outcome).toBe("applied");
    return { user, base };
  }

  it("applies what Stripe says now, not the late event", async () => {
    const { user, base } = await subscribed("sub_refresh");
    // Stripe has moved on since: the customer switched to yearly and a payment failed.
    fake.subscriptions.set(
      "sub_refresh",
      subscriptionObject({ ...base, plan: "yearly", status: "past_due" }),
    );
    const late = await deliver(
      "customer.subscription.updated",
      subscriptionObject({ ...base, plan: "monthly", status: "canceled" }),
      at(-2),
    );
    expect(late).toEqual({
      status: 200,
      body: expect.objectContaining({ outcome: "refreshed" }) as unknown,
    });
    expect(fake.find("GET", "/v1/subscriptions/sub_refresh")).toHaveLength(1);
    expect(await rowOf(user.id)).toMatchObject({
      plan: "yearly",
      status: "past_due",
      lastEventId: null,
    });

    // Anything older than the fetch is stale from now on, and is checked against Stripe again.
    const older = await deliver(
      "customer.subscription.deleted",
      subscriptionObject({ ...base, status: "canceled" }),
      at(-0.5),
    );
    expect(older.body.outcome).toBe("refreshed");
    expect(await rowOf(user.id)).toMatchObject({ status: "past_due" });
  });

  it("answers 502 when Stripe can't be reached, so Stripe delivers the event again", async () => {
    const { user, base } = await subscribed("sub_unreachable");
    fake.subscriptions.set("sub_unreachable", subscriptionObject({ ...base, plan: "yearly" }));
    const delivery = signedEvent({
      type: "customer.subscription.updated",
      object: subscriptionObject({ ...base, status: "canceled" }),
      created: at(-2),
      id: "evt_unreachable",
    });
    fake.failNextWith(500, "Stripe is down");
    const failed = await webhook(webhookRequest(delivery));
    expect(failed.status).toBe(502);
    const claimed = await database
      .db()
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, "evt_unreachable"));
    expect(claimed).toHaveLength(0);

    const retried = await webhook(webhookRequest(delivery));
    expect(await retried.json()).toMatchObject({ outcome: "refreshed" });
    expect(await rowOf(user.id)).toMatchObject({ plan: "yearly", status: "active" });
  });
});
