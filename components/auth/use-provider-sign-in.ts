"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/client/auth/use-session";
import type { ProviderInfo } from "@/lib/auth/shared";
import { signInWithProvider } from "./provider-sign-in";

/** The sign-in dialog's provider buttons: `signInWithProvider` and which one is under way. */
export function useProviderSignIn(onSignedIn?: () => void) {
  const router = useRouter();
  const { update } = useSession();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function signInWith(provider: ProviderInfo) {
    setPendingId(provider.id);
    try {
      await signInWithProvider(provider, { update, refresh: () => router.refresh(), onSignedIn });
    } finally {
      setPendingId(null);
    }
  }

  return { signInWith, pendingId };
}
