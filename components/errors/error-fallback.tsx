"use client";

import { useEffect, useState } from "react";
import { BUTTON_BASE, BUTTON_SIZE, BUTTON_VARIANT } from "@/components/ui/button-looks";
import { findLeftoverAgain } from "@/components/recorder/recovery-events";

export const ERROR_TITLE = "Something went wrong";
export const ERROR_TEXT = "This page could not be shown. Try again, or go back to your dashboard.";
export const KEPT_RECORDING_TEXT =
  "Your unsaved recording is kept on this device: nothing you recorded is lost. Recover it to save it.";

/**
 * What a page that failed shows instead of a blank one: Try again (renders the page anew), and,
 * when this browser keeps a recording not yet saved, Recover. `inShell`: the shell (and its
 * recovery prompt) still stands around the failed page; otherwise Recover loads the recorder anew.
 * Every page carries this (each error page is a chunk of its own, and the bundler copies what they
 * import into each), so it is plain elements with the buttons' class strings (not the Button
 * component, its Slot and the class merge), and its icon is drawn here, not by the icon library.
 */
export function ErrorFallback({ reset, inShell }: { reset: () => void; inShell: boolean }) {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    let live = true;
    // The upload engine loads only once a page has failed: every page carries this fallback.
    void import("@/client/uploads")
      .then(({ hasKeptRecording }) => hasKeptRecording())
      .then((found) => live && setKept(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const recover = () => {
    // The shell's prompt needs no load; without it, a full load starts over with what this device
    // keeps (the failed page's code may be what failed, so not the router).
    if (inShell) findLeftoverAgain();
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
    else window.location.assign("/record");
  };

  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <AlertMark />
      <h1 className="text-2xl font-bold tracking-tight">{ERROR_TITLE}</h1>
      <p className="text-muted-foreground">{kept ? KEPT_RECORDING_TEXT : ERROR_TEXT}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={lookOf("default")} onClick={reset}>
          Try again
        </button>
        {kept ? (
          <button type="button" className={lookOf("secondary")} onClick={recover}>
            Recover your recording
          </button>
        ) : null}
        {/* A full load, as Recover's: the router may be what failed, and next/link would be one
            more copy in every page's error chunks. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className={lookOf("ghost")}>
          Return to Dashboard
        </a>
      </div>
    </div>
  );
}

function lookOf(variant: keyof typeof BUTTON_VARIANT): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANT[variant]} ${BUTTON_SIZE.default}`;
}

/** Lucide's circle-alert, drawn as it does. */
function AlertMark() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-12 text-red-500"
      aria-hidden
    >
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </svg>
  );
}
