"use client";

import { Monitor, MonitorSmartphone, Webcam } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";
import { canCaptureScreen } from "@/client/recording/capture";
import { RECORDING_MODES, usesScreen, type RecordingMode } from "@/client/recording/state";

const ICONS: Record<RecordingMode, typeof Monitor> = {
  "screen-camera": MonitorSmartphone,
  "screen-only": Monitor,
  "camera-only": Webcam,
};

export const NO_SCREEN_CAPTURE =
  "This browser cannot record the screen (phone browsers do not allow it), so only Camera Only is available here.";

/**
 * The Recording Mode choice (docs/product/routes-and-screens.md#recorder-screen): a radio group of
 * three cards. Where the browser cannot capture a screen, the screen modes are disabled and a
 * sentence says why (the recorder then starts in Camera Only).
 */
export function ModePicker({
  mode,
  onChange,
}: {
  mode: RecordingMode;
  onChange: (mode: RecordingMode) => void;
}) {
  // The recorder renders in the browser only, so this never differs from a server render.
  const [screenSupported] = useState(canCaptureScreen);
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={screenSupported ? undefined : "recording-mode-no-screen"}
    >
      <legend className="mb-2 text-sm font-medium text-neutral-300">Recording Mode</legend>
      {screenSupported ? null : (
        <p id="recording-mode-no-screen" className="max-w-md text-sm text-neutral-300">
          {NO_SCREEN_CAPTURE}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {RECORDING_MODES.map(({ value, label }) => {
          const Icon = ICONS[value];
          const disabled = !screenSupported && usesScreen(value);
          return (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-4 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-white/50",
                mode === value
                  ? "border-red-500 bg-red-500/10"
                  : "border-white/15 hover:border-white/40",
                disabled && "cursor-not-allowed opacity-50 hover:border-white/15",
              )}
            >
              <input
                type="radio"
                name="recording-mode"
                value={value}
                disabled={disabled}
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
