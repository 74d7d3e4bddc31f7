import { describe, expect, it } from "vitest";
import { SIGN_IN_MESSAGES, signInErrorFromUnknown, signInErrorMessage } from "@/lib/auth/shared";

describe("signInErrorMessage", () => {
  it("maps Auth.js codes to the sign-in error texts", () => {
    for (const [code, text] of [
      ["AccessDenied", "This account has been disabled. Please contact support."],
      ["CredentialsSignin", "Invalid login credentials. Please try again."],
    ])
      expect(signInErrorMessage(code)).toBe(text);
  });

  it("maps the popup and provider cases", () => {
    for (const [code, text] of [
      [
        "popup-blocked",
        "Popup was blocked by your browser. Please allow popups for this site or try again.",
      ],
      [
        "auth/popup-closed-by-user",
        "Authentication popup was closed before completing the sign-in process.",
      ],
      ["cancelled-popup-request", "Sign-in process was interrupted. Please try again."],
      [
        "unauthorized-domain",
        "This website is not authorized to use Google authentication. Please contact support.",
      ],
      ["auth/wrong-password", SIGN_IN_MESSAGES.invalidCredentials],
      ["too-many-requests", "Too many unsuccessful login attempts. Please try again later."],
      [
        "network-request-failed",
        "Network error. Please check your internet connection and try again.",
      ],
    ])
      expect(signInErrorMessage(code)).toBe(text);
  });

  it("wraps unknown codes with their message", () => {
    expect(signInErrorMessage("weird-thing", "it broke")).toBe("Authentication error: it broke");
    expect(signInErrorMessage("weird-thing")).toBe("Authentication error: weird-thing");
    expect(signInErrorMessage("Configuration")).toBe(
      "Authentication error: the sign-in service is not configured correctly",
    );
  });

  it("gives the unknown text when there is no code", () => {
    expect(signInErrorMessage(undefined)).toBe("An unknown error occurred");
    expect(signInErrorMessage("  ")).toBe("An unknown error occurred");
    expect(signInErrorMessage(null, "plain message")).toBe("plain message");
  });
});

describe("signInErrorFromUnknown", () => {
  it("uses the code when present", () => {
    expect(signInErrorFromUnknown({ code: "popup-blocked", message: "x" })).toBe(
      SIGN_IN_MESSAGES.popupBlocked,
    );
  });

  it("uses the message of an uncoded error, else the generic text", () => {
    expect(signInErrorFromUnknown(new Error("Boom"))).toBe("Boom");
    expect(signInErrorFromUnknown(new Error(""))).toBe(
      "An error occurred during authentication. Please try again.",
    );
    expect(signInErrorFromUnknown("nope")).toBe(SIGN_IN_MESSAGES.uncodedFallback);
  });
});
