"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** 'Discard this recording?': asked before Cancel, the shortcut or closing Save drops a recording. */
export function DiscardConfirmDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      title="Discard this recording?"
      description="The recording and everything uploaded so far will be deleted. This cannot be undone."
      cancelLabel="Keep recording"
      confirmLabel="Discard"
      onConfirm={onDiscard}
      destructive
    />
  );
}
