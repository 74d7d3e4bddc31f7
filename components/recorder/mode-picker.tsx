"use client";

import { Monitor, MonitorSmartphone, Webcam } from "lucide-react";
import { cn } from "@/lib/utils";
import { RECORDING_MODES, type RecordingMode } from "@/client/recording/state";

const ICONS: Record<RecordingMode, typeof Monitor> = {
  "screen-camera": MonitorSmartphone,
  "screen-only": Monitor,
  "camera-only": Webcam,
};

/**
 * The Recording Mode choice (docs/product/routes-and-screens.md#recorder-screen): a radio group of
 * three cards.
 */
export function ModePicker({
  mode,
  onChange,
}: {
  mode: RecordingMode;
  onChange: (mode: RecordingMode) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium text-neutral-300">Recording Mode</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {RECORDING_MODES.map(({ value, label }) => {
          const Icon = ICONS[value];
          return (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-4 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-white/50",
                mode === value
                  ? "border-red-500 bg-red-500/10"
                  : "border-white/15 hover:border-white/40",
              )}
            >
              <input
                type="radio"
                name="recording-mode"
                value={value}
                checked={mode === value}
                onChange={() => onChange(value)}
                className="sr-only"
              />
              <Icon className="size-6" aria-hidden />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
