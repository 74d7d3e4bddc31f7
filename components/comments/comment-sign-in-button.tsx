"use client";

import { openSignIn } from "@/components/auth/open-sign-in";
import { useProviderSignIn } from "@/components/auth/use-provider-sign-in";
import { Button } from "@/components/ui/button";
import { useSignInProviders } from "@/client/resources/sessions";
import { signInPrompt } from "@/lib/auth/shared";

/**
 * The comment prompt's button: 'Continue with Google' only when the server offers Google, else the
 * configured provider's name; a named provider signs in at once, anything else opens the dialog.
 * The list is read in the browser, so a prerendered page never freezes the build's configuration.
 */
export function CommentSignInButton() {
  const providers = useSignInProviders();
  const { label, provider } = signInPrompt(providers.data);
  const { signInWith, pendingId } = useProviderSignIn();
  return (
    <Button
      type="button"
      disabled={pendingId !== null}
      aria-busy={pendingId !== null}
      onClick={() => (provider ? void signInWith(provider) : openSignIn())}
    >
      {label}
    </Button>
  );
}
