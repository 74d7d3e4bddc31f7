import { describe, expect, it } from "vitest";
import { signedInGreeting } from "@/components/auth/sign-in-toasts";
import { stampFirstSignIn } from "@/lib/auth/first-sign-in";

describe("the sign-in greeting", () => {
  it("welcomes a new account and welcomes back a returning user, with or without a name", () => {
    expect(signedInGreeting({ name: "Ada", firstSignIn: true })).toBe("Welcome to Demoreel, Ada!");
    expect(signedInGreeting({ name: " ", firstSignIn: true })).toBe("Welcome to Demoreel!");
    expect(signedInGreeting({ name: "Ada", firstSignIn: false })).toBe("Welcome back, Ada!");
    expect(signedInGreeting(null)).toBe("Welcome back!");
  });
});

describe("stampFirstSignIn", () => {
  const token = { sub: "user-1" };

  it("marks the sign-in that created the account: a provider's sign-up or a new dev user", () => {
    expect(stampFirstSignIn({ token, user: {}, trigger: "signUp" }).firstSignIn).toBe(true);
    expect(stampFirstSignIn({ token, user: { firstSignIn: true }, trigger: "signIn" })).toEqual({
      sub: "user-1",
      firstSignIn: true,
    });
    expect(stampFirstSignIn({ token, user: {}, trigger: "signIn" }).firstSignIn).toBe(false);
  });

  it("leaves a refreshed token as it was", () => {
    const stamped = { ...token, firstSignIn: true };
    expect(stampFirstSignIn({ token: stamped, trigger: "update" })).toBe(stamped);
  });
});
