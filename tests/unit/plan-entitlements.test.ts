import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CARD_LINE_CLAIMS,
  cheapestPlanAllowing,
  cheapestPlanWith,
  ENTITLEMENTS,
  featureNeedsPlanMessage,
  PLAN_CARDS,
  type Entitlements,
} from "@/lib/entitlements/shared";

const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The entitlements code outside the table reads: `entitlements.x`, a feature gate's `"x"`, `{ x } = await entitlementsFor`. */
function entitlementsRead(): Set<keyof Entitlements> {
  const table = path.join(ROOT, "lib/entitlements/shared.ts");
  const code = ["lib", "app", "components", "client"]
    .flatMap(sourceFiles)
    .filter((file) => file !== table)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const keys = Object.keys(ENTITLEMENTS.free) as (keyof Entitlements)[];
  return new Set(
    keys.filter((key) =>
      new RegExp(`entitlements\\.${key}\\b|"${key}"|\\{ ${key} \\} = await entitlementsFor`).test(
        code,
      ),
    ),
  );
}

describe("plan cards tell the truth", () => {
  it("every line of every card (plans page and landing page) is a claim the card's plans keep", () => {
    for (const card of PLAN_CARDS) {
      for (const line of card.features) {
        const claim = CARD_LINE_CLAIMS[line];
        expect(claim, `no entitlement behind "${line}"`).toBeDefined();
        for (const plan of card.plans) {
          expect(claim?.holds(ENTITLEMENTS[plan]), `"${line}" is not true of ${plan}`).toBe(true);
        }
      }
    }
  });

  it("every entitlement a card promises is read by a server check or a feature", () => {
    const promised = new Set(
      PLAN_CARDS.flatMap((card) =>
        card.features.map((line) => CARD_LINE_CLAIMS[line]?.entitlement),
      ),
    );
    const read = entitlementsRead();
    // Every entitlement a card promises is read by some server check or feature.
    const unread = [...promised].filter((key) => key && !read.has(key));
    expect(unread).toEqual([]);
  });

  it("priority support is read where support requests are made", () => {
    const code = readFileSync(path.join(ROOT, "lib/support/create.ts"), "utf8");
    expect(code).toMatch(/\{ prioritySupport \} = await entitlementsFor/);
  });

  it("Pro Annual includes everything of Pro Monthly, and Pro Monthly everything of Free", () => {
    const gates = [
      "advancedEditing",
      "teamSharing",
      "advancedAnalytics",
      "customBranding",
      "prioritySupport",
    ] as const;
    for (const gate of gates) {
      if (ENTITLEMENTS.free[gate]) expect(ENTITLEMENTS.monthly[gate]).toBe(true);
      if (ENTITLEMENTS.monthly[gate]) expect(ENTITLEMENTS.yearly[gate]).toBe(true);
    }
  });

  it("names the cheapest plan that has a feature or a length", () => {
    expect(cheapestPlanWith("teamSharing")).toBe("monthly");
    expect(cheapestPlanWith("customBranding")).toBe("yearly");
    expect(featureNeedsPlanMessage("advancedAnalytics")).toBe(
      "Advanced analytics needs Pro Annual.",
    );
    const limits = { free: 300, pro: 3600, longest: 14_400 };
    expect(cheapestPlanAllowing(300, limits)).toBe("free");
    expect(cheapestPlanAllowing(301, limits)).toBe("monthly");
    expect(cheapestPlanAllowing(3601, limits)).toBe("yearly");
  });
});
