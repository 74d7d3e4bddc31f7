"use client";

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";

// The dialog's code (Radix alert dialog, focus trap, scroll lock) loads when a delete is first
// asked for, not with every page that offers one.
const ConfirmDialog = lazy(() =>
  import("@/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

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
  const [used, setUsed] = useState(open);
  // Adjusting state while rendering: once asked for, the dialog stays mounted (it animates out).
  if (open && !used) setUsed(true);
  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    // Stay open until the deletion finishes; the caller closes the dialog on success.
    event.preventDefault();
    if (!busy) onConfirm();
  };
  if (!used) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
