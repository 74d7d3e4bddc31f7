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
import { OPEN_SIGN_IN_EVENT } from "@/components/auth/open-sign-in";

// Loaded the first time someone signs in, not with every page.
const SignInDialog = dynamic(() => import("./sign-in-dialog").then((m) => m.SignInDialog), {
  ssr: false,
});

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
