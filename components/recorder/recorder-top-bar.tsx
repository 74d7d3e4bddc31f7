"use client";

import { Pause, PictureInPicture2, Play, Square, Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { statusLabel } from "@/client/recording/state";
import { SHORTCUTS } from "@/client/recording/shortcuts";
import { ShortcutHint } from "./shortcut-hint";
import type { Recorder } from "./use-recorder";

const PILL: Record<string, string> = {
  Ready: "bg-neutral-700 text-neutral-100",
  Recording: "bg-red-600 text-white",
  Paused: "bg-amber-500 text-black",
  Finished: "bg-emerald-600 text-white",
};

/**
 * Brand, status pill, the state's controls, Save Recording once finished, Cancel
 * (docs/product/routes-and-screens.md#recorder-screen).
 */
export function RecorderTopBar({
  recorder,
  onSave,
  onCancel,
}: {
  recorder: Recorder;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { state, starting } = recorder;
  const label = statusLabel(state);
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-white/10 px-4 py-3">
      <span className="flex items-center gap-2 font-semibold">
        <Video className="size-5 text-red-500" aria-hidden />
        Demoreel Recorder
      </span>
      <span
        role="status"
        aria-live="polite"
        data-recorder-pill
        className={cn("rounded-full px-3 py-0.5 text-xs font-medium", PILL[label])}
      >
        {label}
      </span>
      <div className="ml-auto flex items-center gap-2">
        {state === "idle" ? (
          <ShortcutHint action="start-stop" label="Start recording">
            <Button
              onClick={() => void recorder.start()}
              // At the free limit Start stays pressable: it shows the upgrade toast instead.
              disabled={starting || !recorder.plan.loaded}
              aria-keyshortcuts={SHORTCUTS["start-stop"].label}
              className="bg-red-600 hover:bg-red-700"
            >
              {starting ? "Starting..." : "Start Recording"}
            </Button>
          </ShortcutHint>
        ) : null}
        {state === "recording" || state === "paused" ? (
          <PauseResumeButton paused={state === "paused"} recorder={recorder} />
        ) : null}
        {state === "recording" || state === "paused" ? (
          <ShortcutHint action="start-stop" label="Stop">
            <Button
              variant="destructive"
              onClick={() => void recorder.stop()}
              aria-keyshortcuts={SHORTCUTS["start-stop"].label}
            >
              <Square aria-hidden /> Stop
            </Button>
          </ShortcutHint>
        ) : null}
        {(state === "recording" || state === "paused") &&
        recorder.floatingSupported &&
        !recorder.floating ? (
          <Button variant="secondary" onClick={() => void recorder.popOut()}>
            <PictureInPicture2 aria-hidden /> Pop out controls
          </Button>
        ) : null}
        {state === "stopped" && recorder.finished ? (
          <Button onClick={onSave}>Save Recording</Button>
        ) : null}
        <ShortcutHint action="cancel" label="Cancel">
          <Button
            variant="ghost"
            className="text-white hover:bg-white/10 hover:text-white"
            onClick={onCancel}
            aria-keyshortcuts={SHORTCUTS.cancel.label}
          >
            Cancel
          </Button>
        </ShortcutHint>
      </div>
    </div>
  );
}

function PauseResumeButton({ paused, recorder }: { paused: boolean; recorder: Recorder }) {
  const label = paused ? "Resume" : "Pause";
  return (
    <ShortcutHint action="pause-resume" label={label}>
      <Button
        variant="secondary"
        onClick={paused ? recorder.resume : recorder.pause}
        aria-keyshortcuts={SHORTCUTS["pause-resume"].label}
      >
        {paused ? <Play aria-hidden /> : <Pause aria-hidden />} {label}
      </Button>
    </ShortcutHint>
  );
}
