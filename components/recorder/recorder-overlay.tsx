"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { TooltipProvider } from "@/components/ui/tooltip-parts";
import type { ShortcutAction } from "@/client/recording/shortcuts";
import { formatRecordingTime } from "@/lib/format/time";
import { UPGRADE_TEXT } from "@/client/recording/toasts";
import { ConnectionNotice } from "./connection-notice";
import { DiscardConfirmDialog } from "./discard-confirm-dialog";
import { FloatingControls } from "./floating-controls";
import { ModePicker } from "./mode-picker";
import { preloadRecorderPath } from "./preload-recorder-path";
import { ReadySettings } from "./ready-settings";
import { RecorderBottomBar } from "./recorder-bottom-bar";
import { RecorderStage } from "./recorder-stage";
import { RecorderTopBar } from "./recorder-top-bar";
import { SaveRecordingDialog } from "./save-recording-dialog";
import { TimeLeft } from "./time-left";
import { useRecorder, type Recorder } from "./use-recorder";
import { useRecorderShortcuts } from "./use-recorder-shortcuts";
import { useUploadConnection } from "./use-upload-connection";

/** The top bar's Save Recording: the dialog is open whenever a recording is finished; bring it to hand. */
function focusSaveDialog() {
  document.querySelector<HTMLInputElement>("[data-save-title]")?.focus();
}

/** What a shortcut does in the recorder's current state. */
function runShortcut(recorder: Recorder, action: ShortcutAction, requestCancel: () => void) {
  const { state } = recorder;
  if (action === "cancel") return requestCancel();
  if (action === "pause-resume") return state === "paused" ? recorder.resume() : recorder.pause();
  if (state === "recording" || state === "paused") return void recorder.stop();
  if (recorder.countdown !== null) return recorder.skipCountdown();
  if (state === "idle") void recorder.start();
}

/** The full-screen dark recorder (docs/product/routes-and-screens.md#recorder-screen). */
export function RecorderOverlay({
  onClose,
  onSaved = onClose,
}: {
  onClose: () => void;
  /** After a save (which itself goes to the new video's page); closes by default. */
  onSaved?: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const recorder = useRecorder(canvasRef);
  const { state, finished, plan } = recorder;
  const [confirming, setConfirmingState] = useState(false);
  // Each question is a dialog of its own: asked again while the last one's exit animation ran, the
  // same dialog could keep that one's open overlay above the new buttons (a Discard no click reached).
  const [question, setQuestion] = useState(0);
  const setConfirming = (open: boolean) => {
    if (open && !confirming) setQuestion((n) => n + 1);
    setConfirmingState(open);
  };
  const connection = useUploadConnection(recorder.liveUploader);

  const cancel = () => {
    setConfirming(false);
    recorder.discard();
    onClose();
  };
  /** Once there is (or is about to be) a recording, Cancel asks first. */
  const requestCancel = () => {
    if (state === "idle" && !recorder.starting && recorder.countdown === null) return cancel();
    setConfirming(true);
  };
  useRecorderShortcuts((action) => runShortcut(recorder, action, requestCancel));

  useEffect(preloadRecorderPath, []);
  // Gone before Save (another page, or an error page): recovery offers the take from the store.
  const { liveUploader } = recorder;
  useEffect(() => () => liveUploader?.leaveUnlessSaving(), [liveUploader]);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const source = finished
    ? {
        uploader: finished.uploader,
        blob: finished.blob,
        durationMs: finished.durationMs,
        thumbnail: finished.thumbnail,
      }
    : null;
  const from = recorder.recordedFrom;

  // The recorder's shortcut hints are the app's only tooltips: their provider loads with it.
  return (
    <TooltipProvider>
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Recorder"
        className="fixed inset-0 z-50 flex flex-col bg-neutral-950 text-white"
        data-recorder-state={state}
        data-recorded-size={from ? `${from.width}x${from.height}` : undefined}
        data-recorded-camera={from?.camera ?? undefined}
        data-recorded-microphone={from?.microphone ?? undefined}
      >
        <RecorderTopBar recorder={recorder} onSave={focusSaveDialog} onCancel={requestCancel} />
        <ConnectionNotice connection={connection} className="mx-4 mt-3 self-center" />
        <div className="flex min-h-0 flex-1 flex-col items-center justify-center-safe gap-4 overflow-y-auto p-4">
          {state === "idle" && plan.atLimit ? (
            <div
              role="alert"
              className="flex max-w-4xl flex-wrap items-center gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
            >
              <p>{UPGRADE_TEXT}</p>
              <Button asChild size="sm">
                <Link href="/subscription">View Plans</Link>
              </Button>
            </div>
          ) : null}
          {state === "idle" ? (
            <ModePicker mode={recorder.mode} onChange={recorder.setMode} />
          ) : null}
          {state === "idle" ? <ReadySettings recorder={recorder} /> : null}
          <RecorderStage recorder={recorder} canvasRef={canvasRef} />
          <p className="text-sm text-neutral-300">
            Recording Time{" "}
            <time
              className="font-mono text-base text-white tabular-nums"
              data-testid="recording-time"
            >
              {formatRecordingTime(recorder.elapsedMs / 1000)}
            </time>
            <TimeLeft recorder={recorder} />
          </p>
        </div>
        <RecorderBottomBar recorder={recorder} />
        <SaveRecordingDialog
          source={source}
          onDiscard={cancel}
          onDismiss={() => setConfirming(true)}
          onSaved={onSaved}
        />
        {recorder.floating ? (
          <FloatingControls
            recorder={recorder}
            floating={recorder.floating}
            onClosed={recorder.closeFloating}
          />
        ) : null}
        <DiscardConfirmDialog
          key={question}
          open={confirming}
          onKeep={() => setConfirming(false)}
          onDiscard={cancel}
        />
      </div>
    </TooltipProvider>
  );
}
