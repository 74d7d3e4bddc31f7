"use client";

import type { ReactElement } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip-parts";
import { SHORTCUTS, type ShortcutAction } from "@/client/recording/shortcuts";

/** A control's tooltip naming what it does and its keyboard shortcut, e.g. 'Pause (Alt+Shift+P)'. */
export function ShortcutHint({
  action,
  label,
  children,
}: {
  action: ShortcutAction;
  label: string;
  children: ReactElement;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>
        {label} ({SHORTCUTS[action].label})
      </TooltipContent>
    </Tooltip>
  );
}
