"use client";

import { useCallback, useEffect, useState } from "react";
import { canCaptureScreen } from "@/client/recording/capture";
import { usesScreen } from "@/client/recording/state";
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  savePreferences,
  type RecorderPreferences,
} from "@/client/recording/preferences";

/** The remembered choices, with Camera Only where the browser cannot capture a screen (phones). */
function initialPreferences(): RecorderPreferences {
  if (typeof window === "undefined") return DEFAULT_PREFERENCES;
  const stored = loadPreferences();
  return usesScreen(stored.mode) && !canCaptureScreen()
    ? { ...stored, mode: "camera-only" }
    : stored;
}

/** The recorder's remembered choices: read once from localStorage, written back on every change. */
export function useRecorderPreferences() {
  const [preferences, setPreferences] = useState<RecorderPreferences>(initialPreferences);
  useEffect(() => savePreferences(preferences), [preferences]);
  const update = useCallback(
    (next: Partial<RecorderPreferences>) => setPreferences((current) => ({ ...current, ...next })),
    [],
  );
  return [preferences, update] as const;
}
