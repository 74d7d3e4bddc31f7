import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as change } from "@/app/api/change-subscription/route";
import { POST as confirm } from "@/app/api/checkout/test/confirm/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { clearPriceCacheForTests } from "@/lib/billing/checkout";
import { setStripeForTests } from "@/lib/billing/stripe-client";
import { entitlementsForUser } from "@/lib/entitlements/queries";
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

async function call(
  route: (request: Request) => Promise<Response>,
  path: string,
  options: Parameters<typeof apiRequest>[1] = {},
) {
  const response = await route(apiRequest(path, { method: "POST", ...options }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const switchTo = (user: TestUser | undefined, planId: unknown) =>
  call(change, "/api/change-subscription", { cookie: user?.cookie, body: { planId } });

describe("POST /api/change-subscription in test mode", () => {
  it("switches monthly to annual and back, and the entitlements follow", async () => {
    const user = await createTestUser(database.db());
    await call(confirm, "/api/checkout/test/confirm", {
      cookie: user.cookie,
      body: { planId: "monthly" },
    });
    expect((await entitlementsForUser(database.db(), user.id)).advancedAnalytics).toBe(false);

    expect(await switchTo(user, "yearly")).toMatchObject({
      status: 200,
      body: { isSubscribed: true, plan: "yearly" },
    });
    expect((await entitlementsForUser(database.db(), user.id)).advancedAnalytics).toBe(true);
    expect(await switchTo(user, "monthly")).toMatchObject({
      status: 200,
      body: { plan: "monthly" },
    });
  });

  it.each([
    ["signed out", undefined, "yearly", 401, undefined],
    ["without a subscription", "free", "yearly", 404, "no_subscription"],
    ["to the plan it is on", "monthly", "monthly", 400, "already_on_plan"],
    ["to an unknown plan", "monthly", "lifetime", 400, undefined],
    ["with no plan", "monthly", undefined, 400, undefined],
  ])("refuses a change %s", async (_case, plan, planId, statusCode, code) => {
    const user = plan === undefined ? undefined : await createTestUser(database.db());
    if (user && plan !== "free") {
      await call(confirm, "/api/checkout/test/confirm", {
        cookie: user.cookie,
        body: { planId: plan },
      });
    }
    const answer = await switchTo(user, planId);
    expect(answer.status).toBe(statusCode);
    expect(typeof answer.body.message).toBe("string");
    if (code) expect(answer.body.code).toBe(code);
  });
});

describe("POST /api/change-subscription on Stripe", () => {
  let fake = createFakeStripe();
  beforeEach(() => {
    clearPriceCacheForTests();
    fake = createFakeStripe();
    setStripeForTests({ client: fake.client, webhookSecret: WEBHOOK_SECRET });
  });
  afterAll(() => setStripeForTests(undefined));

  /** A user on Pro Monthly through Stripe (`sub_{name}`), as the webhook records it. */
  async function subscribedOnStripe(name: string): Promise<TestUser> {
    const user = await createTestUser(database.db());
    const object = subscriptionObject({
      id: `sub_${name}`,
      customer: `cus_${name}`,
      userId: user.id,
      plan: "monthly",
      periodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    fake.subscriptions.set(object.id, object);
    const event = signedEvent({
      type: "customer.subscription.created",
      object,
      created: new Date(Date.now() - 60_000),
    });
    expect((await webhook(webhookRequest(event))).status).toBe(200);
    return user;
  }

  it("changes the price with proration, keeps the seats and stores the new plan", async () => {
    const user = await subscribedOnStripe("switch");

    expect(await switchTo(user, "yearly")).toMatchObject({
      status: 200,
      body: { isSubscribed: true, plan: "yearly", provider: "stripe" },
    });
    const [update] = fake.find("POST", "/v1/subscriptions/sub_switch");
    expect(update?.form.get("items[0][id]")).toBe("si_sub_switch");
    expect(update?.form.get("items[0][price]")).toBe("price_for_demoreel_pro_yearly");
    expect(update?.form.get("items[0][quantity]")).toBe("1");
    expect(update?.form.get("proration_behavior")).toBe("create_prorations");
    expect(update?.form.get("metadata[plan]")).toBe("yearly");
    expect((await entitlementsForUser(database.db(), user.id)).customBranding).toBe(true);
  });

  it("answers a clear error when Stripe refuses, and keeps the plan", async () => {
    const user = await subscribedOnStripe("refused");
    fake.failNextWith(500, "Stripe is down");
    const answer = await switchTo(user, "yearly");
    expect(answer.status).toBeGreaterThanOrEqual(502);
    expect(typeof answer.body.message).toBe("string");
    expect((await entitlementsForUser(database.db(), user.id)).advancedAnalytics).toBe(false);
  });
});
