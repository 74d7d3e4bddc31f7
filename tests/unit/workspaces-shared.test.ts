import { describe, expect, it } from "vitest";
import { parseWorkspaceCookie, pickCurrentWorkspace } from "@/lib/workspaces/shared";

const personal = { id: 1, personal: true };
const sales = { id: 2, personal: false };

describe("the remembered workspace", () => {
  it("reads only positive integer ids from the cookie", () => {
    expect(parseWorkspaceCookie("42")).toBe(42);
    expect(parseWorkspaceCookie(undefined)).toBeNull();
    expect(parseWorkspaceCookie("0")).toBeNull();
    expect(parseWorkspaceCookie("4x")).toBeNull();
    expect(parseWorkspaceCookie("99999999999999999")).toBeNull();
  });

  it("is the cookie's workspace while the user belongs to it", () => {
    expect(pickCurrentWorkspace([personal, sales], 2)).toBe(sales);
  });

  it("falls back to the personal workspace when the user left the remembered one", () => {
    expect(pickCurrentWorkspace([personal, sales], 7)).toBe(personal);
    expect(pickCurrentWorkspace([sales, personal], null)).toBe(personal);
    expect(pickCurrentWorkspace([], 2)).toBeUndefined();
  });
});
