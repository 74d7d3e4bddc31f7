"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/client/auth/use-session";
import { toast } from "@/client/toast/use-toast";
import { recordHref } from "@/lib/urls/return-path";
import { useSignIn } from "../auth/sign-in-provider";

/**
 * Recording needs a signed-in user: the 'Sign in required' toast
 * (docs/product/texts-and-errors.md#recorder-and-save), and the sign-in dialog to act on it.
 */
export function askToSignInToRecord(openSignIn: () => void): void {
  openSignIn();
  // The recorder's texts load with the recorder, not with every page that has a Record button.
  void import("@/client/recording/toasts").then(({ RECORDER_TOASTS }) => {
    const { title, description, variant } = RECORDER_TOASTS.signInRequired;
    toast({ title, description, variant });
  });
}

/** The recorder's URL that comes back to the page shown now. */
export function recordHrefFromHere(): string {
  return recordHref(`${window.location.pathname}${window.location.search}`);
}

/** What the Record buttons do: signed out, ask to sign in; else open the recorder's route. */
export function useStartRecording(): () => void {
  const { status } = useSession();
  const { openSignIn } = useSignIn();
  const router = useRouter();
  return useCallback(() => {
    if (status !== "authenticated") return askToSignInToRecord(openSignIn);
    router.push(recordHrefFromHere());
  }, [status, router, openSignIn]);
}
