"use client";

import { useSession } from "next-auth/react";
import { SignInButton } from "./sign-in-button";

/**
 * A sign-in prompt shown only to a signed-out visitor, on pages that look different once signed
 * in (a private video's owner may simply be signed out). Signing in refreshes the page.
 */
export function SignInIfSignedOut({ hint }: { hint: string }) {
  const { status } = useSession();
  if (status !== "unauthenticated") return null;
  return (
    <>
      <p className="text-muted-foreground max-w-md text-sm">{hint}</p>
      <SignInButton variant="outline" />
    </>
  );
}
