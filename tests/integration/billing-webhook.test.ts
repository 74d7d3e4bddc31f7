import { describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { hasActiveSubscription } from "@/lib/billing/queries";
import { createTestUser } from "../support/fixtures";
import { signedEvent, subscriptionObject, webhookRequest } from "./billing-fake-stripe";
import { daysFromNow as at, deliver, useWebhookSuite } from "./billing-webhook-helpers";

const { database, rowOf } = useWebhookSuite();

describe("POST /api/stripe/webhook: signature", () => {
  it("rejects a bad signature with 400 and changes nothing", async () => {
    const user = await createTestUser(database.db());
    const object = subscriptionObject({
      id: "sub_bad",
      customer: "cus_bad",
      userId: user.id,
      plan: "monthly",
      periodEnd: at(30),
    });
    const { payload } = signedEvent({
      type: "customer.subscription.created",
      object,
      created: new Date(),
    });
    const forged = webhookRequest({
      payload,
      signature: `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
    });
    const response = await webhook(forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Invalid Stripe signature",
      code: "invalid_webhook_signature",
    });
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it("rejects a payload altered after signing, and a missing signature", async () => {
    const delivery = signedEvent({
      type: "customer.subscription.updated",
      object: { id: "sub_x" },
      created: new Date(),
    });
    const tampered = await webhook(
      webhookRequest({ ...delivery, payload: delivery.payload.replace("sub_x", "sub_y") }),
    );
    expect(tampered.status).toBe(400);
    const unsigned = await webhook(webhookRequest({ payload: delivery.payload, signature: null }));
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({
      message: "Missing Stripe-Signature header",
      code: "invalid_webhook_signature",
    });
  });

  it("answers 200 to a valid event it does not handle", async () => {
    const result = await deliver("invoice.created", { id: "in_1", object: "invoice" }, new Date());
    expect(result).toEqual({
      status: 200,
      body: { received: true, type: "invoice.created", outcome: "ignored" },
    });
  });
});

describe("POST /api/stripe/webhook: subscription events from the payload alone", () => {
  it("creates, updates and deletes a subscription; the free limit lifts and returns", async () => {
    const user = await createTestUser(database.db());
    const db = database.db();
    expect(await hasActiveSubscription(db, user.id)).toBe(false);

    const base = {
      id: "sub_life",
      customer: "cus_life",
      userId: user.id,
      plan: "yearly" as const,
      periodEnd: at(365),
    };
    const created = await deliver(
      "customer.subscription.created",
      subscriptionObject(base),
      at(-0.003),
    );
    expect(created).toMatchObject({ status: 200, body: { outcome: "applied" } });
    expect(await rowOf(user.id)).toMatchObject({
      provider: "stripe",
      stripeCustomerId: "cus_life",
      stripeSubscriptionId: "sub_life",
      plan: "yearly",
      status: "active",
      cancelAtPeriodEnd: false,
    });
    expect((await rowOf(user.id))?.currentPeriodEnd?.getTime()).toBe(
      Math.floor(base.periodEnd.getTime() / 1000) * 1000,
    );
    expect(await hasActiveSubscription(db, user.id)).toBe(true);

    await deliver(
      "customer.subscription.updated",
      subscriptionObject({ ...base, cancelAtPeriodEnd: true }),
      at(-0.002),
    );
    expect(await rowOf(user.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await hasActiveSubscription(db, user.id)).toBe(true);

    await deliver(
      "customer.subscription.deleted",
      subscriptionObject({ ...base, status: "canceled" }),
      at(-0.001),
    );
    expect(await rowOf(user.id)).toMatchObject({ status: "canceled" });
    expect(await hasActiveSubscription(db, user.id)).toBe(false);
  });

  it("finds the user by customer id when the subscription has no metadata", async () => {
    const user = await createTestUser(database.db());
    const session = {
      id: "cs_1",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: user.id,
      customer: "cus_link",
      subscription: "sub_link",
      metadata: {},
    };
    expect(await deliver("checkout.session.completed", session, new Date())).toMatchObject({
      body: { outcome: "linked" },
    });
    expect(await rowOf(user.id)).toMatchObject({
      stripeCustomerId: "cus_link",
      stripeSubscriptionId: "sub_link",
    });
    expect(await hasActiveSubscription(database.db(), user.id)).toBe(false);

    const object = subscriptionObject({
      id: "sub_link",
      customer: "cus_link",
      lookupKey: "demoreel_pro_monthly",
      periodEnd: at(30),
    });
    expect(await deliver("customer.subscription.updated", object, new Date())).toMatchObject({
      body: { outcome: "applied" },
    });
    expect(await rowOf(user.id)).toMatchObject({ plan: "monthly", status: "active" });
  });

  it("ignores a subscription of no known user, and still answers 200", async () => {
    const object = subscriptionObject({
      id: "sub_ghost",
      customer: "cus_ghost",
      userId: "00000000-0000-0000-0000-000000000000",
      periodEnd: at(30),
    });
    expect(await deliver("customer.subscription.created", object, new Date())).toEqual({
      status: 200,
      body: { received: true, type: "customer.subscription.created", outcome: "unknown-user" },
    });
  });
});
