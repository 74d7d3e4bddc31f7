"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useSession } from "@/client/auth/use-session";
import { markRedirectSignIn } from "./popup-messages";

/**
 * A sign-in prompt shown only to a signed-out visitor, on a not-found page that may look
 * different once signed in (a private video's owner may simply be signed out). A sign-in here
 * reloads the page: Next.js keeps a not-found page on screen through a refresh of the same path.
 * The reloaded page greets the user, as after a redirect sign-in (the reload drops the toast).
 * `signIn` is the button, rendered by the server page so that this script does not carry it.
 */
export function SignInIfSignedOut({ hint, signIn }: { hint: string; signIn: ReactNode }) {
  const { status } = useSession();
  const wasSignedOut = useRef(false);

  useEffect(() => {
    if (status === "unauthenticated") wasSignedOut.current = true;
    else if (status === "authenticated" && wasSignedOut.current) {
      markRedirectSignIn();
      window.location.reload();
    }
  }, [status]);

  if (status !== "unauthenticated") return null;
  return (
    <>
      <p className="text-muted-foreground max-w-md text-sm">{hint}</p>
      {signIn}
    </>
  );
}
