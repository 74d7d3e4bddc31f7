"use client";

import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { formatRecordingTime } from "@/lib/format/time";
import { DiscardConfirmDialog } from "./discard-confirm-dialog";
import { SaveRecordingDialog } from "./save-recording-dialog";
import { useRecovery } from "./use-recovery";

/** Offers a recording left unsaved by a reload or crash; Recover opens the Save dialog with it. */
export function RecoveryPrompt() {
  const recovery = useRecovery();
  const [confirming, setConfirming] = useState(false);
  const { leftover } = recovery;
  return (
    <>
      <AlertDialog open={leftover !== null}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Recover your unsaved recording?</AlertDialogTitle>
            <AlertDialogDescription>
              {leftover
                ? `A recording of ${formatRecordingTime(leftover.durationMs / 1000)} from ${new Date(
                    leftover.startedAt,
                  ).toLocaleString()} was not saved. Recover it to save it now, or discard it.`
                : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => void recovery.discard()}>Discard</AlertDialogCancel>
            <Button onClick={() => void recovery.recover()} disabled={recovery.busy}>
              {recovery.busy ? "Recovering..." : "Recover"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <SaveRecordingDialog
        source={recovery.source}
        onDiscard={recovery.discardRecovered}
        onDismiss={() => setConfirming(true)}
        onSaved={recovery.done}
      />
      <DiscardConfirmDialog
        open={confirming}
        onKeep={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          void recovery.discardRecovered();
        }}
      />
    </>
  );
}
