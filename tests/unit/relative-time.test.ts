import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RelativeTime } from "@/components/ui/relative-time";
import { formatAbsoluteDate, formatRelativeDate } from "@/lib/format/relative-date";

describe("formatAbsoluteDate", () => {
  it("names the day in UTC, whatever the clock says now", () => {
    expect(formatAbsoluteDate("2026-12-07T23:40:00.000Z")).toBe("Dec 7, 2026");
    expect(formatAbsoluteDate("2026-01-01T00:00:00.000Z")).toBe("Jan 1, 2026");
    expect(formatAbsoluteDate(Date.UTC(2025, 5, 30, 12))).toBe("Jun 30, 2025");
  });

  it("reads an unparseable date as 'recently'", () => {
    expect(formatAbsoluteDate("not a date")).toBe("recently");
  });
});

describe("RelativeTime", () => {
  const createdAt = "2026-12-07T23:07:00.000Z";

  it("renders the absolute day on the server, which a cache may keep", () => {
    const html = renderToStaticMarkup(createElement(RelativeTime, { date: createdAt }));
    expect(html).toBe(`<time dateTime="${createdAt}">Dec 7, 2026</time>`);
    expect(html).not.toContain("ago");
  });

  it("counts the relative words from the browser's now, so a kept page is not frozen", () => {
    const at33 = Date.parse(createdAt) + 33 * 60_000;
    expect(formatRelativeDate(createdAt, at33)).toBe("33 minutes ago");
  });
});
