"use client";

import type { ComponentProps, MouseEvent } from "react";
import { SIGN_IN_PARAM } from "./open-sign-in";
import { useSignIn } from "./sign-in-provider";

type SignInSubmitProps = Omit<ComponentProps<"button">, "type">;

/**
 * The sign-in button's behaviour, its looks given by the caller's class: the submit button of a
 * plain form that reloads the page with `?sign-in=1`, which opens the dialog as soon as the page is
 * ready, so a click before the page's script has run still works. Once hydrated, a click opens the
 * dialog without the reload.
 */
export function SignInSubmit({ onClick, ...props }: SignInSubmitProps) {
  const { openSignIn } = useSignIn();
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    event.preventDefault();
    openSignIn();
  };
  return (
    <form method="get" className="contents">
      <input type="hidden" name={SIGN_IN_PARAM} value="1" />
      <button type="submit" data-slot="button" onClick={open} {...props} />
    </form>
  );
}
