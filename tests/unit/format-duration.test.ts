import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDuration } from "@/lib/format/duration";
import { formatRelativeDate, RELATIVE_UNITS } from "@/lib/format/relative-date";

describe("formatDuration", () => {
  it.each([
    [0, "00:01"],
    [-5, "00:01"],
    [Number.NaN, "00:01"],
    [Number.POSITIVE_INFINITY, "00:01"],
    [null, "00:01"],
    [undefined, "00:01"],
    ["abc", "00:01"],
    ["", "00:01"],
    [0.4, "00:01"],
    [1, "00:01"],
    [3, "00:03"],
    [59.9, "00:59"],
    [61, "01:01"],
    ["125", "02:05"],
    [3599, "59:59"],
    [3600, "01:00:00"],
    [3661, "01:01:01"],
    [86_399, "23:59:59"],
    [86_400, "24:00:00"],
    [1_000_000, "24:00:00"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatDuration(input as number | string | null | undefined)).toBe(expected);
  });
});

describe("formatRelativeDate", () => {
  const now = new Date("2025-06-01T12:00:00Z");

  it("reads in the largest whole unit, with a suffix", () => {
    expect(formatRelativeDate("2025-06-01T10:00:00Z", now)).toBe("2 hours ago");
    expect(formatRelativeDate("2025-06-01T10:00:01Z", now)).toBe("1 hour ago");
    expect(formatRelativeDate("2025-06-01T11:59:00Z", now)).toBe("1 minute ago");
    expect(formatRelativeDate("2025-05-30T12:00:00Z", now)).toBe("2 days ago");
    expect(formatRelativeDate("2025-05-18T12:00:00Z", now)).toBe("2 weeks ago");
    expect(formatRelativeDate("2025-03-01T12:00:00Z", now)).toBe("3 months ago");
    expect(formatRelativeDate("2024-03-01T12:00:00Z", now)).toBe("1 year ago");
    expect(formatRelativeDate("2023-05-01T12:00:00Z", now)).toBe("2 years ago");
    expect(formatRelativeDate("2025-06-01T11:59:50Z", now)).toBe("less than a minute ago");
  });

  it("words every count and unit as Intl.RelativeTimeFormat does in English", () => {
    const intl = new Intl.RelativeTimeFormat("en", { numeric: "always" });
    const units = RELATIVE_UNITS;
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.integer({ min: 1, max: 999 }),
        ([unit, size], n) => {
          // n whole units, but not yet the next one up (a week stays under a month, and so on).
          // Under 1,000: Intl would write "1,000 years", which no date of this millennium reaches.
          const before = units[units.findIndex(([u]) => u === unit) - 1];
          fc.pre(!before || n * size < before[1]);
          const date = new Date(now.getTime() - n * size * 1000);
          expect(formatRelativeDate(date, now)).toBe(intl.format(-n, unit));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads future dates as now and bad dates as 'recently'", () => {
    expect(formatRelativeDate("2025-06-01T12:00:30Z", now)).toBe("less than a minute ago");
    expect(formatRelativeDate("not a date", now)).toBe("recently");
  });
});
