import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { isSubscriptionActive } from "@/lib/billing/shared";
import { planFromSubscription } from "@/lib/billing/stripe-subscription";
import { readStripeSubscription } from "@/lib/billing/stripe-subscription";
import { testPeriodEnd } from "@/lib/billing/confirm-test-checkout";
import { PRO_ANNUAL, PRO_MONTHLY } from "@/lib/billing/shared";
import { subscriptionObject, type FakeSubscriptionInput } from "../integration/billing-fake-stripe";

const asStripe = (input: FakeSubscriptionInput) =>
  subscriptionObject(input) as unknown as Stripe.Subscription;
const end = new Date("2030-01-31T12:00:00.000Z");

describe("readStripeSubscription", () => {
  it("reads ids, user, plan, status and the period end from the object alone", () => {
    expect(
      readStripeSubscription(
        asStripe({ id: "sub_1", customer: "cus_1", userId: "u1", plan: "yearly", periodEnd: end }),
      ),
    ).toEqual({
      subscriptionId: "sub_1",
      customerId: "cus_1",
      userId: "u1",
      plan: "yearly",
      status: "active",
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
    });
  });

  it("treats a portal-scheduled cancel_at like cancel_at_period_end", () => {
    const state = readStripeSubscription(
      asStripe({ id: "s", customer: "c", periodEnd: end, cancelAt: end, plan: "monthly" }),
    );
    expect(state.cancelAtPeriodEnd).toBe(true);
  });

  it("uses the latest item's period end", () => {
    const object = subscriptionObject({ id: "s", customer: "c", periodEnd: end, plan: "monthly" });
    const later = {
      ...object.items.data[0]!,
      id: "si_2",
      current_period_end: object.items.data[0]!.current_period_end + 3600,
    };
    object.items.data.push(later);
    expect(
      readStripeSubscription(object as unknown as Stripe.Subscription).currentPeriodEnd?.getTime(),
    ).toBe(end.getTime() + 3_600_000);
  });
});

describe("planFromSubscription", () => {
  const ids = { monthly: "price_m_env", yearly: "price_y_env" };
  it("prefers metadata, then the lookup key, then configured ids, then the interval", () => {
    expect(
      planFromSubscription(
        asStripe({ id: "s", customer: "c", periodEnd: end, plan: "yearly", interval: "month" }),
        ids,
      ),
    ).toBe("yearly");
    expect(
      planFromSubscription(
        asStripe({
          id: "s",
          customer: "c",
          periodEnd: end,
          lookupKey: "demoreel_pro_yearly",
          interval: "month",
        }),
        ids,
      ),
    ).toBe("yearly");
    const byId = subscriptionObject({ id: "s", customer: "c", periodEnd: end, interval: "month" });
    byId.items.data[0]!.price.id = "price_y_env";
    expect(planFromSubscription(byId as unknown as Stripe.Subscription, ids)).toBe("yearly");
    expect(
      planFromSubscription(
        asStripe({ id: "s", customer: "c", periodEnd: end, interval: "year" }),
        ids,
      ),
    ).toBe("yearly");
    expect(
      planFromSubscription(
        asStripe({ id: "s", customer: "c", periodEnd: end, interval: "month" }),
        ids,
      ),
    ).toBe("monthly");
  });
});

describe("the active rule and the test-mode period", () => {
  it("is active while the status grants Pro and the period has not ended", () => {
    const now = new Date("2030-01-01T00:00:00Z");
    expect(isSubscriptionActive({ status: "active", currentPeriodEnd: end }, now)).toBe(true);
    expect(isSubscriptionActive({ status: "past_due", currentPeriodEnd: end }, now)).toBe(true);
    expect(isSubscriptionActive({ status: "canceled", currentPeriodEnd: end }, now)).toBe(false);
    expect(isSubscriptionActive({ status: "incomplete", currentPeriodEnd: end }, now)).toBe(false);
    expect(
      isSubscriptionActive(
        { status: "active", currentPeriodEnd: end },
        new Date(end.getTime() + 1),
      ),
    ).toBe(false);
    expect(isSubscriptionActive({ status: "active", currentPeriodEnd: null }, now)).toBe(false);
  });

  it("lasts one month or one year", () => {
    const start = new Date("2030-01-31T10:00:00Z");
    expect(testPeriodEnd(PRO_MONTHLY, start).toISOString()).toBe("2030-02-28T10:00:00.000Z");
    expect(testPeriodEnd(PRO_ANNUAL, start).toISOString()).toBe("2031-01-31T10:00:00.000Z");
  });
});
