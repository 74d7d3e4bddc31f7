import { describe, expect, it } from "vitest";
import { formatCommentDate } from "@/lib/comments/shared";
import { authorDisplayName } from "@/lib/format/person-name";
import { createCommentSchema } from "@/lib/comments/schemas";

describe("authorDisplayName", () => {
  it.each([
    [{ firstName: "Ada", lastName: "Lovelace" }, "Ada Lovelace"],
    [{ firstName: "Ada", lastName: null }, "Ada"],
    [{ firstName: null, lastName: "Lovelace" }, "Lovelace"],
    [{ firstName: "  ", lastName: "" }, "User"],
    [null, "User"],
  ])("%j -> %s", (user, name) => {
    expect(authorDisplayName(user)).toBe(name);
  });
});

describe("formatCommentDate", () => {
  it("shows short month, day, year, hour and minute", () => {
    const utc = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    });
    expect(formatCommentDate("2025-03-01T14:05:00.000Z", utc)).toBe("Mar 1, 2025, 2:05 PM");
    expect(formatCommentDate("garbage", utc)).toBe("");
  });
});

describe("createCommentSchema", () => {
  it.each([
    [{ content: "  hi  " }, { content: "hi" }],
    [
      { content: "hi", timestamp: 0 },
      { content: "hi", timestamp: 0 },
    ],
    [
      { content: "hi", timestamp: null },
      { content: "hi", timestamp: null },
    ],
  ])("accepts %j", (input, output) => {
    expect(createCommentSchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ content: "   " }],
    [{ content: "hi", timestamp: -1 }],
    [{ content: "hi", timestamp: 2.5 }],
    [{}],
  ])("refuses %j", (input) => {
    expect(createCommentSchema.safeParse(input).success).toBe(false);
  });

  it("says what to do about an empty comment", () => {
    const result = createCommentSchema.safeParse({ content: " " });
    expect(result.error?.issues[0]?.message).toBe("Please enter some text for your comment");
  });
});
