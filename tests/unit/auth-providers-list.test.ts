import { describe, expect, it } from "vitest";
import { providersFromList, signInPrompt } from "@/lib/auth/shared";

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

describe("signInPrompt", () => {
  const google = { id: "google", name: "Google", kind: "oauth" } as const;
  const sso = { id: "oidc", name: "Acme SSO", kind: "oauth" } as const;
  const dev = { id: "dev", name: "Development sign-in", kind: "dev" } as const;

  it("says Google only when Google is configured, wherever it is listed", () => {
    expect(signInPrompt([sso, google, dev])).toEqual({
      label: "Continue with Google",
      provider: google,
    });
  });

  it("names the configured provider otherwise", () => {
    expect(signInPrompt([dev, sso])).toEqual({ label: "Continue with Acme SSO", provider: sso });
  });

  it("opens the dialog for the development sign-in, or with a plain label when unknown", () => {
    expect(signInPrompt([dev])).toEqual({
      label: "Continue with development sign-in",
      provider: null,
    });
    for (const providers of [undefined, []]) {
      expect(signInPrompt(providers)).toEqual({ label: "Sign in", provider: null });
    }
  });
});
