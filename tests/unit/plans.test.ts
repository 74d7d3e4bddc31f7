import { describe, expect, it } from "vitest";
import {
  FREE_PLAN,
  LANDING_PLANS,
  PAID_PLANS,
  PRO_ANNUAL,
  PRO_MONTHLY,
  formatInterval,
  formatPrice,
  getPlan,
  isPlanId,
  yearlySavingsPercent,
} from "@/lib/billing/shared";

describe("paid plans", () => {
  it("are Pro Monthly at $14/month and Pro Annual at $140/year", () => {
    expect(PAID_PLANS.map((plan) => [plan.id, plan.name, plan.price, plan.interval])).toEqual([
      ["monthly", "Pro Monthly", 14, "month"],
      ["yearly", "Pro Annual", 140, "year"],
    ]);
    for (const plan of PAID_PLANS) expect(plan.amountCents).toBe(plan.price * 100);
  });

  it("list the features of the plans page", () => {
    expect(PRO_MONTHLY.features).toEqual([
      "Unlimited recordings",
      "720p",
      "No watermark",
      "Priority support",
      "Up to 60 min recording",
      "Team sharing",
    ]);
    expect(PRO_ANNUAL.features).toEqual([
      "1080p",
      "Unlimited time",
      "Advanced analytics",
      "Custom branding",
    ]);
  });

  it("advertise a yearly saving of 17%, which the prices bear out", () => {
    expect(PRO_ANNUAL.badge).toBe("save 17%");
    expect(PRO_MONTHLY.badge).toBeUndefined();
    expect(yearlySavingsPercent(PRO_MONTHLY, PRO_ANNUAL)).toBe(17);
  });

  it("have distinct Stripe lookup keys", () => {
    expect(PRO_MONTHLY.lookupKey).toBe("demoreel_pro_monthly");
    expect(PRO_ANNUAL.lookupKey).toBe("demoreel_pro_yearly");
  });
});

describe("plan lookup", () => {
  it("finds plans by id", () => {
    expect(getPlan("monthly")).toBe(PRO_MONTHLY);
    expect(getPlan("yearly")).toBe(PRO_ANNUAL);
    expect(getPlan("free")).toBeUndefined();
    expect(getPlan("")).toBeUndefined();
  });

  it("recognises only the two plan ids", () => {
    expect(isPlanId("monthly")).toBe(true);
    expect(isPlanId("yearly")).toBe(true);
    for (const value of ["free", "Monthly", "", null, undefined, 14]) {
      expect(isPlanId(value)).toBe(false);
    }
  });
});

describe("free plan", () => {
  it("allows 4 videos with basic editing at 720p", () => {
    expect(FREE_PLAN.videoLimit).toBe(4);
    expect(FREE_PLAN.price).toBe(0);
    expect(FREE_PLAN.features).toEqual(["4 videos", "Basic editing", "720p"]);
  });
});

describe("landing pricing cards", () => {
  it("are Free Trial at $0 and Pro at $14/month with their own wording", () => {
    expect(LANDING_PLANS).toHaveLength(2);
    const [free, pro] = LANDING_PLANS;
    expect(free).toMatchObject({ name: "Free Trial", price: 0 });
    expect(free?.interval).toBeUndefined();
    expect(free?.features).toEqual(["4 recordings", "Basic editing", "720p"]);
    expect(pro).toMatchObject({ name: "Pro", price: 14, interval: "month" });
    expect(pro?.features).toEqual([
      "Unlimited recordings",
      "Advanced editing",
      "1080p",
      "Priority support",
    ]);
  });
});

describe("formatting", () => {
  it("formats prices and intervals", () => {
    expect(formatPrice(14)).toBe("$14");
    expect(formatPrice(0)).toBe("$0");
    expect(formatInterval("month")).toBe("/month");
    expect(formatInterval("year")).toBe("/year");
    expect(formatInterval(undefined)).toBe("");
  });
});
