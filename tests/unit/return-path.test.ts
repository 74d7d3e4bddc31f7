import { describe, expect, it } from "vitest";
import { recordHref, safeReturnPath } from "@/lib/urls/return-path";

describe("safeReturnPath", () => {
  it.each([
    ["/video/42", "/video/42"],
    ["/video/42?t=5#comments", "/video/42?t=5#comments"],
    ["/", "/"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["https://evil.example/"],
    ["//evil.example/"],
    ["/\\evil.example/"],
    ["javascript:alert(1)"],
    ["/video/1\nSet-Cookie: a=b"],
    ["/record"],
    ["/record?from=/video/1"],
  ])("falls back to / for %j", (input) => {
    expect(safeReturnPath(input)).toBe("/");
  });
});

describe("recordHref", () => {
  it("carries the page to come back to", () => {
    expect(recordHref("/video/42?t=5")).toBe("/record?from=%2Fvideo%2F42%3Ft%3D5");
  });

  it("needs no parameter to come back to the home page", () => {
    expect(recordHref("/")).toBe("/record");
    expect(recordHref("//evil.example")).toBe("/record");
  });
});
