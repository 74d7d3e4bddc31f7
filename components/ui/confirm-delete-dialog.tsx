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
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** Closes the dialog; ignored while the deletion runs. */
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  title: string;
  description: ReactNode;
}

/** The confirmation every delete goes through: Cancel / Delete, 'Deleting...' while busy. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { open, onClose, onConfirm, busy, title, description } = props;
  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    // Stay open until the deletion finishes; the caller closes the dialog on success.
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={busy}
            aria-busy={busy}
            onClick={confirm}
          >
            {busy ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
