"use client";

import type { ComponentProps } from "react";
import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSignIn } from "./sign-in-provider";

type SignInButtonProps = Omit<ComponentProps<typeof Button>, "onClick">;

/** Opens the sign-in dialog. Labelled 'Sign in' unless given other children. */
export function SignInButton({ children, ...props }: SignInButtonProps) {
  const { openSignIn } = useSignIn();
  return (
    <Button type="button" onClick={openSignIn} {...props}>
      {children ?? (
        <>
          <LogIn aria-hidden />
          Sign in
        </>
      )}
    </Button>
  );
}
