"use client";

import type { ProviderInfo } from "@/lib/auth/shared";
import { signInWithPopup } from "./popup-sign-in";
import { toastSignedIn, toastSignInError } from "./sign-in-toasts";

interface SignInSteps {
  /** Reads the session anew; answers its user. */
  update: () => Promise<{ user?: { name?: string | null; firstSignIn?: boolean } } | null>;
  /** Renders the page anew for the signed-in user. */
  refresh: () => void;
  onSignedIn?: () => void;
}

/**
 * Signs in with one popup provider (falling back to a redirect), then refreshes the session and
 * the page and greets the user. A module of its own so a prompt can load it when it is about to
 * be pressed, not with the page.
 */
export async function signInWithProvider(
  provider: ProviderInfo,
  { update, refresh, onSignedIn }: SignInSteps,
): Promise<void> {
  const outcome = await signInWithPopup(provider.id);
  if (outcome.kind === "error") {
    toastSignInError(outcome.error);
  } else if (outcome.kind === "signed-in") {
    const session = await update();
    onSignedIn?.();
    refresh();
    toastSignedIn(session?.user);
  }
}
