import type { ComponentProps } from "react";
import { LogIn } from "lucide-react";
import { SignInTrigger } from "./sign-in-trigger";

type SignInButtonProps = ComponentProps<typeof SignInTrigger>;

/**
 * Opens the sign-in dialog. Labelled 'Sign in' unless given other children. A click made before the
 * page is ready is not lost: the trigger reloads with `?sign-in=1`, which opens the dialog then.
 */
export function SignInButton({ children, ...props }: SignInButtonProps) {
  return (
    <SignInTrigger {...props}>
      {children ?? (
        <>
          <LogIn aria-hidden />
          Sign in
        </>
      )}
    </SignInTrigger>
  );
}
