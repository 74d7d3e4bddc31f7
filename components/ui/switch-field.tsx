"use client";

import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

interface SwitchFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of a hint that explains the setting, read out with the switch. */
  describedBy?: string;
  className?: string;
}

/** A switch with its label beside it, the row every on/off setting uses. */
export function SwitchField({
  id,
  label,
  describedBy,
  className,
  ...switchProps
}: SwitchFieldProps) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <Switch id={id} aria-describedby={describedBy} {...switchProps} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
