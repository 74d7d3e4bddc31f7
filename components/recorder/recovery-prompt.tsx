"use client";

import { withQueryProvider } from "@/components/providers/query-provider";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatRecordingTime } from "@/lib/format/time";
import { DiscardConfirmDialog } from "./discard-confirm-dialog";
import { SaveRecordingDialog } from "./save-recording-dialog";
import { useQueuedSaves } from "./use-queued-saves";
import { useRecovery } from "./use-recovery";

/**
 * Offers a recording left unsaved by a reload or crash; Recover opens the Save dialog with it. A
 * recording whose Save was queued offline is saved without asking.
 */
function RecoveryPromptContent() {
  const recovery = useRecovery();
  useQueuedSaves();
  const [confirming, setConfirming] = useState(false);
  const { leftover } = recovery;
  return (
    <>
      <ConfirmDialog
        open={leftover !== null}
        title="Recover your unsaved recording?"
        description={
          leftover
            ? `A recording of ${formatRecordingTime(leftover.durationMs / 1000)} from ${new Date(
                leftover.startedAt,
              ).toLocaleString()} was not saved. Recover it to save it now, or discard it.`
            : null
        }
        cancelLabel="Discard"
        onCancel={() => void recovery.discard()}
        confirmLabel={recovery.busy ? "Recovering..." : "Recover"}
        onConfirm={(event) => {
          // The prompt closes once the leftover is taken, not on the click.
          event.preventDefault();
          void recovery.recover();
        }}
        busy={recovery.busy}
      />
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

/** Loaded lazily by the shell, on pages that may have no data provider of their own. */
export const RecoveryPrompt = withQueryProvider(RecoveryPromptContent);
