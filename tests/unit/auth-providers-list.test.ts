import { describe, expect, it } from "vitest";
import { providersFromList } from "@/lib/auth/shared";

describe("providersFromList", () => {
  it("maps Auth.js's provider list in order: credentials is the development sign-in", () => {
    const list = {
      google: { id: "google", name: "Google", type: "oidc", signinUrl: "/x", callbackUrl: "/y" },
      oidc: { id: "oidc", name: "Acme SSO", type: "oidc" },
      dev: { id: "dev", name: "Development sign-in", type: "credentials" },
    };
    expect(providersFromList(list)).toEqual([
      { id: "google", name: "Google", kind: "oauth" },
      { id: "oidc", name: "Acme SSO", kind: "oauth" },
      { id: "dev", name: "Development sign-in", kind: "dev" },
    ]);
  });

  it("offers nothing for an empty or malformed answer", () => {
    for (const list of [null, {}, "x", 3, { a: null }, { a: { id: 1, name: "x" } }]) {
      expect(providersFromList(list)).toEqual([]);
    }
  });
});
