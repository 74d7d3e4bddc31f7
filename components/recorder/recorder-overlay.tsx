"use client";

import { useEffect, useRef } from "react";
import { formatRecordingTime } from "@/lib/format/time";
import { ModePicker } from "./mode-picker";
import { RecorderBottomBar } from "./recorder-bottom-bar";
import { RecorderTopBar } from "./recorder-top-bar";
import { SaveRecordingDialog } from "./save-recording-dialog";
import { useRecorder } from "./use-recorder";

/** The top bar's Save Recording: the dialog is open whenever a recording is finished; bring it to hand. */
function focusSaveDialog() {
  document.querySelector<HTMLInputElement>("[data-save-title]")?.focus();
}

/** The full-screen dark recorder (SPEC 2 "Recorder screen"). */
export function RecorderOverlay({ onClose }: { onClose: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const recorder = useRecorder(canvasRef);
  const { state, finished } = recorder;

  const cancel = () => {
    recorder.discard();
    onClose();
  };

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

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Recorder"
      className="fixed inset-0 z-50 flex flex-col bg-neutral-950 text-white"
      data-recorder-state={state}
    >
      <RecorderTopBar recorder={recorder} onSave={focusSaveDialog} onCancel={cancel} />
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 p-4">
        {state === "idle" ? <ModePicker mode={recorder.mode} onChange={recorder.setMode} /> : null}
        <div className="relative flex aspect-video w-full max-w-4xl items-center justify-center overflow-hidden rounded-lg bg-black">
          <canvas
            ref={canvasRef}
            aria-label="Live preview"
            className={state === "idle" ? "hidden" : "h-full w-full object-contain"}
          />
          {state === "idle" ? (
            <p className="px-6 text-center text-neutral-400">
              Choose a mode and press Start Recording. Your browser will ask which screen to share.
            </p>
          ) : null}
        </div>
        <p className="text-sm text-neutral-300">
          Recording Time{" "}
          <time
            className="font-mono text-base text-white tabular-nums"
            data-testid="recording-time"
          >
            {formatRecordingTime(recorder.elapsedMs / 1000)}
          </time>
        </p>
      </div>
      <RecorderBottomBar recorder={recorder} />
      <SaveRecordingDialog source={source} onDiscard={cancel} onSaved={onClose} />
    </div>
  );
}
