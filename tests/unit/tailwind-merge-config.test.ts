import { readFileSync } from "node:fs";
import fc from "fast-check";
import { getDefaultConfig, twMerge } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";
import { tailwindMergeConfig } from "@/lib/tailwind-merge-config";
import { codebaseClasses, CONFIG_FILE, configSource } from "@/scripts/tailwind-merge-subset";

const classes = codebaseClasses();

describe("the cut-down tailwind-merge configuration", () => {
  it("is current: a class of a new kind in the sources means `npm run gen:tailwind-merge`", async () => {
    const written = readFileSync(CONFIG_FILE, "utf8");
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(CONFIG_FILE)) ?? {};
    expect(written).toBe(
      await prettier.format(configSource(), { ...options, filepath: CONFIG_FILE }),
    );
  });

  it("knows the classes the sources use", () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(["px-4", "h-9", "hover:bg-accent", "size-4"]));
  });

  it("merges any mix of the sources' classes as the full configuration does", () => {
    const someClasses = fc.array(fc.constantFrom(...classes), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(someClasses, someClasses, (base, override) => {
        expect(cn(base.join(" "), override.join(" "))).toBe(
          twMerge(base.join(" "), override.join(" ")),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("files every class of the sources in the same group, with the same conflicts", () => {
    // The merge itself is the library's; with the same group and the same conflicting groups for
    // every class it can meet, it answers alike for any mix of them.
    const full = createClassGroupUtils(getDefaultConfig() as never);
    const ours = createClassGroupUtils(tailwindMergeConfig as never);
    const parse = createParseClassName(getDefaultConfig() as never);
    const groups = new Set(classes.map((c) => full.getClassGroupId(parse(c).baseClassName)));
    const reachable = (ids: readonly string[]) => ids.filter((id) => groups.has(id)).sort();
    for (const name of classes) {
      const id = full.getClassGroupId(parse(name).baseClassName);
      expect(ours.getClassGroupId(parse(name).baseClassName), name).toBe(id);
      for (const postfix of [false, true]) {
        expect(reachable(ours.getConflictingClassGroupIds(id ?? "", postfix)), name).toEqual(
          reachable(full.getConflictingClassGroupIds(id ?? "", postfix)),
        );
      }
    }
  });

  it("still overrides a component's classes with the caller's", () => {
    expect(cn("h-9 px-4 py-2 bg-primary", "h-8 px-2 bg-destructive")).toBe(
      "py-2 h-8 px-2 bg-destructive",
    );
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
  });
});
