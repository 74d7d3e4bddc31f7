"use client";

import { useCallback, useEffect, useState } from "react";
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  savePreferences,
  type RecorderPreferences,
} from "@/client/recording/preferences";

/** The recorder's remembered choices: read once from localStorage, written back on every change. */
export function useRecorderPreferences() {
  const [preferences, setPreferences] = useState<RecorderPreferences>(() =>
    typeof window === "undefined" ? DEFAULT_PREFERENCES : loadPreferences(),
  );
  useEffect(() => savePreferences(preferences), [preferences]);
  const update = useCallback(
    (next: Partial<RecorderPreferences>) => setPreferences((current) => ({ ...current, ...next })),
    [],
  );
  return [preferences, update] as const;
}
