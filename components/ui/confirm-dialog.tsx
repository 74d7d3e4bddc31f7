"use client";

import type { MouseEvent, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

export interface ConfirmDialogProps {
  /** Controlled open state; leave out with `trigger` to let the dialog manage itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens an uncontrolled dialog. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  onCancel?: () => void;
  /** Disables Cancel, e.g. while the confirmed action runs. */
  cancelDisabled?: boolean;
  confirmLabel: ReactNode;
  /** Call `event.preventDefault()` to keep the dialog open while the action runs. */
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Disables the confirm button and marks it busy. */
  busy?: boolean;
  destructive?: boolean;
}

/** One yes/no question in an alert dialog: the shape every confirmation in the app shares. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, trigger, title, description, busy, destructive } = props;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={props.cancelDisabled} onClick={props.onCancel}>
            {props.cancelLabel}
          </AlertDialogCancel>
          <AlertDialogAction
            className={destructive ? buttonVariants({ variant: "destructive" }) : undefined}
            disabled={busy}
            aria-busy={busy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
