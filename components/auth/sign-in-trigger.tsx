import type { ComponentProps } from "react";
import type { VariantProps } from "class-variance-authority";
import { buttonClass, type buttonVariants } from "@/components/ui/button";
import { SignInSubmit } from "./sign-in-submit";

type SignInTriggerProps = Omit<ComponentProps<"button">, "type"> &
  VariantProps<typeof buttonVariants>;

/**
 * A button, styled as `Button`, that opens the sign-in dialog (SignInSubmit). Not a client module
 * of its own: rendered by a server component (the header, the landing), its classes are worked out
 * on the server and the page's script carries neither the variants nor the class merger.
 */
export function SignInTrigger({ variant, size, className, ...props }: SignInTriggerProps) {
  return <SignInSubmit className={buttonClass({ variant, size, className })} {...props} />;
}
