"use client";

import type { MouseEvent, ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={title}
      description={description}
      cancelLabel="Cancel"
      cancelDisabled={busy}
      confirmLabel={busy ? "Deleting..." : "Delete"}
      onConfirm={confirm}
      busy={busy}
      destructive
    />
  );
}
