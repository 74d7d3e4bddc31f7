"use client";

import { useEffect, useRef } from "react";
import { shortcutFor, type ShortcutAction } from "@/client/recording/shortcuts";

/** Alt+Shift+L / P / C anywhere on the page while the recorder is open. */
export function useRecorderShortcuts(run: (action: ShortcutAction) => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  }, [run]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action || event.repeat) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
