import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { BUTTON_BASE, BUTTON_SIZE, BUTTON_VARIANT } from "./button-looks";

const buttonVariants = cva(BUTTON_BASE, {
  variants: { variant: BUTTON_VARIANT, size: BUTTON_SIZE },
  defaultVariants: { variant: "default", size: "default" },
});

/**
 * A button's classes as `Button` gives them, for an element that is not a `Button` (a client
 * island whose classes a server component works out).
 */
function buttonClass(look: Parameters<typeof buttonVariants>[0]): string {
  return cn(buttonVariants(look));
}

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp data-slot="button" className={buttonClass({ variant, size, className })} {...props} />
  );
}

export { Button, buttonClass, buttonVariants };
