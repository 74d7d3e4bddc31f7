"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import dynamic from "next/dynamic";
import { OPEN_SIGN_IN_EVENT, SIGN_IN_PARAM } from "@/components/auth/open-sign-in";

const loadSignInDialog = () => import("./sign-in-dialog");

// Loaded the first time someone signs in, not with every page.
const SignInDialog = dynamic(() => loadSignInDialog().then((m) => m.SignInDialog), {
  ssr: false,
});

/** Loads the sign-in dialog's code now: the recorder may need it offline (a Save signed out). */
export function preloadSignInDialog(): void {
  void loadSignInDialog().catch(() => undefined);
}

interface SignInContextValue {
  openSignIn: () => void;
}

const SignInContext = createContext<SignInContextValue>({ openSignIn: () => {} });

/** Owns the one sign-in dialog of the shell; anything can open it (context or window event). */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening so that closing can animate.
  const [used, setUsed] = useState(false);
  const openSignIn = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_SIGN_IN_EVENT, openSignIn);
    // A sign-in button pressed before the page was ready reloaded it with ?sign-in=1: answer that
    // click now, and drop the parameter so that a reload or Back does not ask again.
    const url = new URL(window.location.href);
    if (url.searchParams.has(SIGN_IN_PARAM)) {
      url.searchParams.delete(SIGN_IN_PARAM);
      window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
      window.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_EVENT));
    }
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, openSignIn);
  }, [openSignIn]);

  const value = useMemo(() => ({ openSignIn }), [openSignIn]);

  return (
    <SignInContext value={value}>
      {children}
      {used ? <SignInDialog open={open} onOpenChange={setOpen} /> : null}
    </SignInContext>
  );
}

export function useSignIn(): SignInContextValue {
  return useContext(SignInContext);
}
