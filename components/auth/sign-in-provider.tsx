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
import { OPEN_SIGN_IN_EVENT } from "@/components/auth/open-sign-in";
import type { ProviderInfo } from "@/lib/auth/providers";
import { SignInDialog } from "./sign-in-dialog";

interface SignInContextValue {
  providers: ProviderInfo[];
  openSignIn: () => void;
}

const SignInContext = createContext<SignInContextValue>({
  providers: [],
  openSignIn: () => {},
});

/** Owns the one sign-in dialog of the shell; anything can open it (context or window event). */
export function SignInProvider({
  providers,
  children,
}: {
  providers: ProviderInfo[];
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const openSignIn = useCallback(() => setOpen(true), []);

  useEffect(() => {
    window.addEventListener(OPEN_SIGN_IN_EVENT, openSignIn);
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, openSignIn);
  }, [openSignIn]);

  const value = useMemo(() => ({ providers, openSignIn }), [providers, openSignIn]);

  return (
    <SignInContext value={value}>
      {children}
      <SignInDialog providers={providers} open={open} onOpenChange={setOpen} />
    </SignInContext>
  );
}

export function useSignIn(): SignInContextValue {
  return useContext(SignInContext);
}
