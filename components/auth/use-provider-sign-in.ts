"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/client/auth/use-session";
import type { ProviderInfo } from "@/lib/auth/shared";
import { signInWithPopup } from "./popup-sign-in";
import { toastSignedIn, toastSignInError } from "./sign-in-toasts";

/**
 * Signs in with one popup provider (falling back to a redirect), then refreshes the session and
 * the page and greets the user. Shared by the sign-in dialog and one-button prompts.
 */
export function useProviderSignIn(onSignedIn?: () => void) {
  const router = useRouter();
  const { update } = useSession();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function signInWith(provider: ProviderInfo) {
    setPendingId(provider.id);
    try {
      const outcome = await signInWithPopup(provider.id);
      if (outcome.kind === "error") {
        toastSignInError(outcome.error);
      } else if (outcome.kind === "signed-in") {
        const session = await update();
        onSignedIn?.();
        router.refresh();
        toastSignedIn(session?.user);
      }
    } finally {
      setPendingId(null);
    }
  }

  return { signInWith, pendingId };
}
