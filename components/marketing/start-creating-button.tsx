import type { ComponentProps } from "react";
import { ArrowRight } from "lucide-react";
import { SignInTrigger } from "../auth/sign-in-trigger";

type StartCreatingButtonProps = Omit<ComponentProps<typeof SignInTrigger>, "children"> & {
  label?: string;
};

/** 'Start Creating' (or another label): opens the sign-in dialog of the shell. */
export function StartCreatingButton({
  label = "Start Creating",
  ...props
}: StartCreatingButtonProps) {
  return (
    <SignInTrigger {...props}>
      {label}
      <ArrowRight aria-hidden="true" />
    </SignInTrigger>
  );
}
