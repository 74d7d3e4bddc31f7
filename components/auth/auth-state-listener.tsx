"use client";

import { useSession } from "@/client/auth/use-session";
import { useEffect, useRef } from "react";
import { toast } from "@/client/toast/use-toast";
import { takeRedirectSignInMark } from "./popup-messages";
import { forgetSignedIn, rememberSignedIn, wasSignedIn } from "./signed-in-hint";

/**
 * Watches the sign-in state once it is known (docs/product/access.md#sign-in): welcomes a user
 * back from a redirect sign-in with 'Successfully signed in', and shows 'Authentication error' when
 * a browser
 * that had a session finds none because the check itself failed.
 */
export function AuthStateListener() {
  const { data: session, status } = useSession();
  const handled = useRef(false);

  useEffect(() => {
    if (status === "loading" || handled.current) return;
    handled.current = true;
    const returnedFromRedirect = takeRedirectSignInMark();
    if (status === "authenticated") {
      rememberSignedIn();
      // The toast and the session check below load only when needed, not with every page.
      if (returnedFromRedirect) {
        const user = session?.user;
        void import("./sign-in-toasts").then((m) => m.toastSignedIn(user));
      }
      return;
    }
    if (!wasSignedIn()) return;
    void import("@/client/resources/sessions").then(async ({ sessionCheckFailed }) => {
      const failed = await sessionCheckFailed(forgetSignedIn);
      if (!failed) return;
      toast({
        title: "Authentication error",
        description: "We could not check your sign-in. Please refresh the page.",
        variant: "destructive",
      });
    });
  }, [status, session]);

  // Later sign-ins in this page (popup, development form) keep the hint too.
  useEffect(() => {
    if (status === "authenticated") rememberSignedIn();
  }, [status]);

  return null;
}
