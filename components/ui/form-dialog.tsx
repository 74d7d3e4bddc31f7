"use client";

import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

interface FormDialogProps {
  open: boolean;
  /** Asked to open or close; never called while `busy`, so a running save keeps the dialog. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The submit button's text (callers switch it to "Saving..." and the like while busy). */
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  showCloseButton?: boolean;
  className?: string;
  formClassName?: string;
  children: ReactNode;
}

/** A dialog holding one form: title, description, the fields, then Cancel and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  busy,
  submitLabel,
  submitDisabled = false,
  onCancel,
  cancelLabel = "Cancel",
  showCloseButton,
  className,
  formClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent showCloseButton={showCloseButton} className={className}>
        <form onSubmit={onSubmit} className={cn("grid gap-4", formClassName)} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={submitDisabled || busy} aria-busy={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
