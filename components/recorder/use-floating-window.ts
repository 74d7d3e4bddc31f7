"use client";

import { useCallback, useEffect, useState } from "react";
import { floatingWindowSupported, openFloatingWindow } from "@/client/recording/picture-in-picture";

/**
 * The Document Picture-in-Picture window with the floating controls: opened by popOut(), closed
 * when `wanted` turns false (the recording ended) or by the user.
 */
export function useFloatingWindow(wanted: boolean) {
  const [floating, setFloating] = useState<Window | null>(null);

  const popOut = useCallback(async () => {
    const opened = await openFloatingWindow();
    if (opened) setFloating(opened);
  }, []);
  const closeFloating = useCallback(() => setFloating(null), []);

  useEffect(() => {
    if (!floating || wanted) return;
    floating.close();
  }, [floating, wanted]);

  return { floating, floatingSupported: floatingWindowSupported(), popOut, closeFloating };
}
