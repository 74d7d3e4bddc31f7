"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { openSignIn } from "@/components/auth/open-sign-in";
import { Button } from "@/components/ui/button";
import { useSession } from "@/client/auth/use-session";
import { useSignInProviders } from "@/client/resources/sessions";
import { signInPrompt } from "@/lib/auth/shared";

// The popup sign-in loads when the button is about to be pressed (pointed at, touched or
// focused): a viewer who only watches never loads it. A press before it arrived waits for it;
// browsers still allow the popup within a few seconds of the press.
const loadSignIn = () => import("@/components/auth/provider-sign-in");

/**
 * The comment prompt's button: 'Continue with Google' only when the server offers Google, else the
 * configured provider's name; a named provider signs in at once, anything else opens the dialog.
 * The list is read in the browser, so a prerendered page never freezes the build's configuration.
 */
export function CommentSignInButton() {
  const providers = useSignInProviders();
  const { label, provider } = signInPrompt(providers.data);
  const router = useRouter();
  const { update } = useSession();
  const [pending, setPending] = useState(false);

  async function signIn() {
    if (!provider) return openSignIn("comment");
    setPending(true);
    try {
      const { signInWithProvider } = await loadSignIn();
      await signInWithProvider(provider, { update, refresh: () => router.refresh() });
    } finally {
      setPending(false);
    }
  }

  const preload = () => void loadSignIn().catch(() => undefined);
  return (
    <Button
      type="button"
      disabled={pending}
      aria-busy={pending}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={() => void signIn()}
    >
      {label}
    </Button>
  );
}
