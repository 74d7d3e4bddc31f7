"use client";

import type { ComponentProps } from "react";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { openSignIn } from "../auth/open-sign-in";

type StartCreatingButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "children"> & {
  label?: string;
};

/** 'Start Creating' (or another label): opens the sign-in dialog of the shell. */
export function StartCreatingButton({
  label = "Start Creating",
  ...props
}: StartCreatingButtonProps) {
  return (
    <Button type="button" onClick={openSignIn} {...props}>
      {label}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
