"use client";

import { Pause, Play, Square, Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { statusLabel } from "@/lib/recording/state";
import type { Recorder } from "./use-recorder";

const PILL: Record<string, string> = {
  Ready: "bg-neutral-700 text-neutral-100",
  Recording: "bg-red-600 text-white",
  Paused: "bg-amber-500 text-black",
  Finished: "bg-emerald-600 text-white",
};

/** Brand, status pill, the state's controls, Save Recording once finished, Cancel (SPEC 2). */
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
        className={cn("rounded-full px-3 py-0.5 text-xs font-medium", PILL[label])}
      >
        {label}
      </span>
      <div className="ml-auto flex items-center gap-2">
        {state === "idle" ? (
          <Button
            onClick={() => void recorder.start()}
            disabled={starting}
            className="bg-red-600 hover:bg-red-700"
          >
            {starting ? "Starting..." : "Start Recording"}
          </Button>
        ) : null}
        {state === "recording" ? (
          <Button variant="secondary" onClick={recorder.pause}>
            <Pause aria-hidden /> Pause
          </Button>
        ) : null}
        {state === "paused" ? (
          <Button variant="secondary" onClick={recorder.resume}>
            <Play aria-hidden /> Resume
          </Button>
        ) : null}
        {state === "recording" || state === "paused" ? (
          <Button variant="destructive" onClick={() => void recorder.stop()}>
            <Square aria-hidden /> Stop
          </Button>
        ) : null}
        {state === "stopped" && recorder.finished ? (
          <Button onClick={onSave}>Save Recording</Button>
        ) : null}
        <Button
          variant="ghost"
          className="text-white hover:bg-white/10 hover:text-white"
          onClick={onCancel}
          disabled={starting}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}
