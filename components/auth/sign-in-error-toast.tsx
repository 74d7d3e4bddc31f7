"use client";

import { useEffect } from "react";
import { notifyOpener, takeSignInPopupMark } from "./popup-messages";

/**
 * Auth.js sends failed sign-ins to `/?error=<Code>`. Shows the 'Sign-in error' toast
 * (docs/product/texts-and-errors.md#sign-in) and
 * drops the parameter; inside the sign-in popup it reports to the opener and closes instead.
 */
export function SignInErrorToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const error = url.searchParams.get("error");
    if (error === null) return;
    // Credentials refusals name their reason in `code` (see lib/auth/dev-sign-in.ts).
    const reason = url.searchParams.get("code");
    const code =
      error === "CredentialsSignin" && reason && reason !== "credentials" ? reason : error;

    if (takeSignInPopupMark()) {
      notifyOpener({ type: "demoreel:sign-in-error", error: code });
      window.close();
      return;
    }

    url.searchParams.delete("error");
    url.searchParams.delete("code");
    // Next.js syncs its router with native history calls.
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    // The toast's wording loads only for a failed sign-in, not with every page.
    void import("./sign-in-toasts").then((m) => m.toastSignInError(code || undefined));
  }, []);

  return null;
}
