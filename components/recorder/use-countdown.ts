"use client";

import { useCallback, useRef, useState } from "react";
import {
  COUNTDOWN_STEP_MS,
  firstCountdown,
  nextCountdown,
  type CountdownValue,
} from "@/client/recording/countdown";

/** Thrown by run() when the start it belongs to was cancelled under it. */
export class CountdownCancelled extends Error {}

/** The 3-2-1 before recording (unless turned off): a click skips it, Cancel ends it. */
export function useCountdown(enabled: boolean) {
  const [countdown, setCountdown] = useState<CountdownValue>(null);
  const skipStep = useRef<(() => void) | null>(null);

  /** Resolves when the countdown ends or is skipped; throws once `stillWanted()` turns false. */
  const run = useCallback(
    async (stillWanted: () => boolean) => {
      let value = firstCountdown(enabled);
      while (value !== null) {
        setCountdown(value);
        const skipped = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), COUNTDOWN_STEP_MS);
          skipStep.current = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        skipStep.current = null;
        if (!stillWanted()) throw new CountdownCancelled();
        value = skipped ? null : nextCountdown(value);
      }
      setCountdown(null);
    },
    [enabled],
  );

  const skip = useCallback(() => skipStep.current?.(), []);

  /** Ends a running countdown at once (its run() then sees it is no longer wanted). */
  const clear = useCallback(() => {
    skipStep.current?.();
    setCountdown(null);
  }, []);

  return { countdown, run, skip, clear };
}
