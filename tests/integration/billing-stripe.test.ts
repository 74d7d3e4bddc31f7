import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as portal } from "@/app/api/billing-portal/route";
import { POST as cancel } from "@/app/api/cancel-subscription/route";
import { POST as confirm } from "@/app/api/checkout/test/confirm/route";
import { POST as createSubscription } from "@/app/api/create-subscription/route";
import { POST as reactivate } from "@/app/api/reactivate-subscription/route";
import { GET as status } from "@/app/api/subscription/status/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { hasActiveSubscription } from "@/lib/billing/queries";
import { clearPriceCacheForTests } from "@/lib/billing/checkout";
import { STRIPE_API_VERSION, setStripeForTests } from "@/lib/billing/stripe-client";
import { subscriptions } from "@/db/schema";
import { apiRequest, createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  WEBHOOK_SECRET,
  createFakeStripe,
  signedEvent,
  subscriptionObject,
  webhookRequest,
} from "./billing-fake-stripe";

const database = useTestDatabase();
let fake = createFakeStripe();

beforeEach(() => {
  clearPriceCacheForTests();
  fake = createFakeStripe();
  setStripeForTests({ client: fake.client, webhookSecret: WEBHOOK_SECRET });
});
afterAll(() => setStripeForTests(undefined));

async function call(
  route: (request: Request) => Promise<Response>,
  path: string,
  user?: TestUser,
  body?: unknown,
) {
  const response = await route(apiRequest(path, { method: "POST", cookie: user?.cookie, body }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An active Stripe subscription for a user, as the webhook would have recorded it. */
async function subscribe(user: TestUser, id: string, extra: { cancelAt?: Date } = {}) {
  const object = subscriptionObject({
    id,
    customer: `cus_${id}`,
    userId: user.id,
    plan: "monthly",
    periodEnd: new Date(Date.now() + 30 * 86_400_000),
    ...extra,
  });
  fake.subscriptions.set(id, object);
  const response = await webhook(
    webhookRequest(
      signedEvent({
        type: "customer.subscription.created",
        object,
        created: new Date(Date.now() - 60_000),
      }),
    ),
  );
  expect(response.status).toBe(200);
}

describe("Stripe mode: checkout", () => {
  it("creates the customer once, then a Checkout Session for the plan's price", async () => {
    const user = await createTestUser(database.db());
    const first = await call(createSubscription, "/api/create-subscription", user, {
      planId: "monthly",
    });
    expect(first).toEqual({
      status: 200,
      body: { url: "https://checkout.stripe.test/c/pay/cs_fake_1" },
    });

    const [customer] = fake.find("POST", "/v1/customers");
    expect(customer?.form.get("metadata[userId]")).toBe(user.id);
    expect(customer?.form.get("email")).toBe(user.email);
    expect(customer?.stripeVersion).toBe(STRIPE_API_VERSION);
    expect(fake.find("GET", "/v1/prices")[0]?.query.get("lookup_keys[0]")).toBe(
      "demoreel_pro_monthly",
    );

    const [session] = fake.find("POST", "/v1/checkout/sessions");
    expect(Object.fromEntries(session?.form ?? [])).toMatchObject({
      mode: "subscription",
      customer: "cus_fake_1",
      client_reference_id: user.id,
      "line_items[0][price]": "price_for_demoreel_pro_monthly",
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][userId]": user.id,
      "subscription_data[metadata][plan]": "monthly",
      success_url: "http://127.0.0.1:3000/subscription?checkout=success&plan=monthly",
      cancel_url: "http://127.0.0.1:3000/subscription?checkout=cancelled",
    });

    await call(createSubscription, "/api/create-subscription", user, { planId: "yearly" });
    expect(fake.find("POST", "/v1/customers")).toHaveLength(1);
    expect(fake.find("POST", "/v1/checkout/sessions")[1]?.form.get("customer")).toBe("cus_fake_1");
    expect(fake.find("GET", "/v1/prices")[1]?.query.get("lookup_keys[0]")).toBe(
      "demoreel_pro_yearly",
    );
  });

  it("refuses unknown plans before calling Stripe, and the test-mode confirmation", async () => {
    const user = await createTestUser(database.db());
    expect(
      await call(createSubscription, "/api/create-subscription", user, { planId: "gold" }),
    ).toEqual({ status: 400, body: { message: "Invalid plan", code: "invalid_input" } });
    expect(
      (await call(confirm, "/api/checkout/test/confirm", user, { planId: "monthly" })).status,
    ).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it("turns a Stripe failure into a readable 502", async () => {
    const user = await createTestUser(database.db());
    fake.failNextWith(500, "boom");
    const result = await call(createSubscription, "/api/create-subscription", user, {
      planId: "monthly",
    });
    expect(result).toEqual({
      status: 502,
      body: {
        message: "The payment provider could not complete the request. Please try again.",
        code: "payment_provider_error",
      },
    });
  });
});

describe("Stripe mode: cancel, reactivate, portal", () => {
  it("cancels at period end through Stripe and stays subscribed; reactivating undoes it", async () => {
    const user = await createTestUser(database.db());
    await subscribe(user, "sub_cancel");

    const cancelled = await call(cancel, "/api/cancel-subscription", user);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { isSubscribed: true, cancelAtPeriodEnd: true, plan: "monthly", provider: "stripe" },
    });
    const [update] = fake.find("POST", "/v1/subscriptions/sub_cancel");
    expect(update?.form.get("cancel_at_period_end")).toBe("true");
    expect(await hasActiveSubscription(database.db(), user.id)).toBe(true);

    const reactivated = await call(reactivate, "/api/reactivate-subscription", user);
    expect(reactivated).toMatchObject({
      status: 200,
      body: { isSubscribed: true, cancelAtPeriodEnd: false },
    });
    expect(
      fake.find("POST", "/v1/subscriptions/sub_cancel")[1]?.form.get("cancel_at_period_end"),
    ).toBe("false");

    const response = await status(apiRequest("/api/subscription/status", { token: user.token }));
    expect(await response.json()).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: false });
  });

  it("reactivation clears a cancel_at scheduled from the billing portal", async () => {
    const user = await createTestUser(database.db());
    await subscribe(user, "sub_portal", { cancelAt: new Date(Date.now() + 30 * 86_400_000) });
    const reactivated = await call(reactivate, "/api/reactivate-subscription", user);
    expect(reactivated).toMatchObject({ status: 200, body: { cancelAtPeriodEnd: false } });
    expect(fake.find("POST", "/v1/subscriptions/sub_portal")[0]?.form.get("cancel_at")).toBe("");
  });

  it("an ended subscription cannot be cancelled or reactivated, and the limit is back", async () => {
    const user = await createTestUser(database.db());
    await subscribe(user, "sub_ended");
    await database
      .db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    expect((await call(cancel, "/api/cancel-subscription", user)).status).toBe(404);
    expect((await call(reactivate, "/api/reactivate-subscription", user)).status).toBe(404);
    expect(await hasActiveSubscription(database.db(), user.id)).toBe(false);
    const response = await status(apiRequest("/api/subscription/status", { token: user.token }));
    expect(await response.json()).toMatchObject({
      isSubscribed: false,
      plan: null,
      currentPeriodEnd: null,
    });
  });

  it("opens the billing portal for a customer, 404 before any checkout", async () => {
    const user = await createTestUser(database.db());
    expect((await call(portal, "/api/billing-portal", user)).status).toBe(404);
    await subscribe(user, "sub_billing");
    expect(await call(portal, "/api/billing-portal", user)).toEqual({
      status: 200,
      body: { url: "https://billing.stripe.test/p/session/bps_fake_1" },
    });
    const [request] = fake.find("POST", "/v1/billing_portal/sessions");
    expect(request?.form.get("customer")).toBe("cus_sub_billing");
    expect(request?.form.get("return_url")).toBe("http://127.0.0.1:3000/subscription");
  });
});
