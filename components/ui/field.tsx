import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface FieldProps {
  htmlFor: string;
  label: ReactNode;
  /** A control beside the label, such as an Enhance button. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A form control with its label above it. */
export function Field({ htmlFor, label, action, className, children }: FieldProps) {
  const heading = <Label htmlFor={htmlFor}>{label}</Label>;
  return (
    <div className={cn("grid gap-2", className)}>
      {action ? (
        <div className="flex items-center justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
