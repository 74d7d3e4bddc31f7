import { describe, expect, it } from "vitest";
import {
  ACCENT_COLOR_PATTERN,
  BLACK,
  contrastRatio,
  logoPath,
  readableTextOn,
  WHITE,
} from "@/lib/branding/shared";

describe("accent text colour (WCAG AA)", () => {
  it("measures contrast like WCAG 2", () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    // Symmetric, and the known value of #777777 on white.
    expect(contrastRatio("#777777", WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(WHITE, "#777777")).toBe(contrastRatio("#777777", WHITE));
  });

  it.each([
    ["#000000", WHITE],
    ["#1a73e8", WHITE],
    ["#6d28d9", WHITE],
    ["#ffffff", BLACK],
    ["#ffeb3b", BLACK],
    ["#777777", BLACK],
    ["#22c55e", BLACK],
  ])("on %s writes %s", (accent, text) => {
    expect(readableTextOn(accent)).toBe(text);
  });

  it("always reaches 4.5:1 with the colour it picks", () => {
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
          expect(contrastRatio(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it("accepts #rrggbb only, and versions the logo URL by its key", () => {
    expect(ACCENT_COLOR_PATTERN.test("#1A73e8")).toBe(true);
    expect(ACCENT_COLOR_PATTERN.test("#fff")).toBe(false);
    expect(logoPath(7, "branding/7/logo-1700000000000-abc123.png")).toBe(
      "/api/workspaces/7/branding/logo?v=logo-1700000000000-abc123",
    );
  });
});
