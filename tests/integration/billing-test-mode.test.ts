import { describe, expect, it } from "vitest";
import { POST as portal } from "@/app/api/billing-portal/route";
import { POST as cancel } from "@/app/api/cancel-subscription/route";
import { POST as confirm } from "@/app/api/checkout/test/confirm/route";
import { POST as createSubscription } from "@/app/api/create-subscription/route";
import { POST as reactivate } from "@/app/api/reactivate-subscription/route";
import { GET as status } from "@/app/api/subscription/status/route";
import { hasActiveSubscription } from "@/lib/billing/queries";
import { apiRequest, createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

async function call(
  route: (request: Request) => Promise<Response>,
  path: string,
  options: Parameters<typeof apiRequest>[1] = {},
) {
  const response = await route(apiRequest(path, { method: "POST", ...options }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const statusOf = (token?: string) =>
  call(status, "/api/subscription/status", { method: "GET", token });

describe("access rules", () => {
  it("answers 401 to signed-out and anonymous callers on every subscription route", async () => {
    const routes = [
      [createSubscription, "/api/create-subscription", { planId: "monthly" }],
      [confirm, "/api/checkout/test/confirm", { planId: "monthly" }],
      [cancel, "/api/cancel-subscription", undefined],
      [reactivate, "/api/reactivate-subscription", undefined],
      [portal, "/api/billing-portal", undefined],
    ] as const;
    for (const [route, path, body] of routes) {
      expect((await call(route, path, { body })).status).toBe(401);
      expect((await call(route, path, { body, anonymousId: "dev-user-42" })).status).toBe(401);
    }
    expect((await statusOf()).status).toBe(401);
  });
});

describe("local test mode (no Stripe keys)", () => {
  it("create-subscription returns the local checkout URL; unknown plans are 400 'Invalid plan'", async () => {
    const user = await createTestUser(database.db());
    expect(
      await call(createSubscription, "/api/create-subscription", {
        cookie: user.cookie,
        body: { planId: "yearly" },
      }),
    ).toEqual({
      status: 200,
      body: { url: "http://127.0.0.1:3000/checkout/test?plan=yearly" },
    });
    expect(
      await call(createSubscription, "/api/create-subscription", {
        cookie: user.cookie,
        body: { planId: "lifetime" },
      }),
    ).toEqual({
      status: 400,
      body: { message: "Invalid plan", code: "invalid_input" },
    });
    const missing = await call(createSubscription, "/api/create-subscription", {
      cookie: user.cookie,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/planId/);
  });

  it("status has exactly the documented fields (plus provider and seats) and reads 'not subscribed' at first", async () => {
    const user = await createTestUser(database.db());
    expect(await statusOf(user.token)).toEqual({
      status: 200,
      body: {
        isSubscribed: false,
        plan: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        provider: null,
        seats: null,
      },
    });
  });

  it("confirm, cancel at period end, reactivate: the limit lifts and stays lifted until the period ends", async () => {
    const user = await createTestUser(database.db());
    const db = database.db();
    const before = Date.now();
    const confirmed = await call(confirm, "/api/checkout/test/confirm", {
      cookie: user.cookie,
      body: { planId: "monthly" },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      isSubscribed: true,
      plan: "monthly",
      cancelAtPeriodEnd: false,
      provider: "test",
    });
    const periodEnd = new Date(String(confirmed.body.currentPeriodEnd));
    const days = (periodEnd.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.01);
    expect(await hasActiveSubscription(db, user.id)).toBe(true);
    expect((await statusOf(user.token)).body).toEqual(confirmed.body);

    const again = await call(createSubscription, "/api/create-subscription", {
      cookie: user.cookie,
      body: { planId: "yearly" },
    });
    expect(again.status).toBe(400);

    const cancelled = await call(cancel, "/api/cancel-subscription", { cookie: user.cookie });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { isSubscribed: true, cancelAtPeriodEnd: true },
    });
    expect(await hasActiveSubscription(db, user.id)).toBe(true);
    expect(await call(cancel, "/api/cancel-subscription", { cookie: user.cookie })).toEqual({
      status: 400,
      body: {
        message: "Your subscription is already set to cancel at the end of the billing period.",
        code: "already_cancelling",
      },
    });

    const reactivated = await call(reactivate, "/api/reactivate-subscription", {
      cookie: user.cookie,
    });
    expect(reactivated).toMatchObject({
      status: 200,
      body: { isSubscribed: true, cancelAtPeriodEnd: false },
    });
    expect(
      (await call(reactivate, "/api/reactivate-subscription", { cookie: user.cookie })).status,
    ).toBe(400);

    // When the period has passed the limit applies again.
    expect(await hasActiveSubscription(db, user.id, new Date(periodEnd.getTime() + 1000))).toBe(
      false,
    );
  });

  it("a yearly test payment lasts one year", async () => {
    const user = await createTestUser(database.db());
    const confirmed = await call(confirm, "/api/checkout/test/confirm", {
      cookie: user.cookie,
      body: { planId: "yearly" },
    });
    const days =
      (new Date(String(confirmed.body.currentPeriodEnd)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366.01);
  });

  it("cancel and reactivate answer 404 when there is nothing to act on; the portal 400 in test mode", async () => {
    const user = await createTestUser(database.db());
    expect(await call(cancel, "/api/cancel-subscription", { cookie: user.cookie })).toEqual({
      status: 404,
      body: {
        message: "You don't have an active subscription to cancel.",
        code: "no_subscription",
      },
    });
    expect(await call(reactivate, "/api/reactivate-subscription", { cookie: user.cookie })).toEqual(
      {
        status: 404,
        body: {
          message: "You don't have a subscription to reactivate.",
          code: "no_subscription",
        },
      },
    );
    expect((await call(portal, "/api/billing-portal", { cookie: user.cookie })).status).toBe(400);
  });
});
