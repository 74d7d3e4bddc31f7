"use client";

import type { ComponentProps, MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { SIGN_IN_PARAM } from "./open-sign-in";
import { useSignIn } from "./sign-in-provider";

type SignInTriggerProps = Omit<ComponentProps<typeof Button>, "type" | "asChild">;

/**
 * A button that opens the sign-in dialog, and works before the page's script has run: it is the
 * submit button of a plain form that reloads the page with `?sign-in=1`, which opens the dialog as
 * soon as the page is ready. Once hydrated, a click opens the dialog without the reload.
 */
export function SignInTrigger({ onClick, ...props }: SignInTriggerProps) {
  const { openSignIn } = useSignIn();
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    event.preventDefault();
    openSignIn();
  };
  return (
    <form method="get" className="contents">
      <input type="hidden" name={SIGN_IN_PARAM} value="1" />
      <Button type="submit" onClick={open} {...props} />
    </form>
  );
}
