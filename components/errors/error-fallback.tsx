"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { CircleAlert } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { findLeftoverAgain } from "@/components/recorder/recovery-events";

export const ERROR_TITLE = "Something went wrong";
export const ERROR_TEXT = "This page could not be shown. Try again, or go back to your dashboard.";
export const KEPT_RECORDING_TEXT =
  "Your unsaved recording is kept on this device: nothing you recorded is lost. Recover it to save it.";

/**
 * What a page that failed shows instead of a blank one: Try again (renders the page anew), and,
 * when this browser keeps a recording not yet saved, Recover. `inShell`: the shell (and its
 * recovery prompt) still stands around the failed page; otherwise Recover loads the recorder anew.
 * Every page carries this (each error page is a chunk of its own), so it is plain elements with the
 * buttons' classes, not the Button component and its Slot.
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
      <CircleAlert className="size-12 text-red-500" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">{ERROR_TITLE}</h1>
      <p className="text-muted-foreground">{kept ? KEPT_RECORDING_TEXT : ERROR_TEXT}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={buttonClass({})} onClick={reset}>
          Try again
        </button>
        {kept ? (
          <button type="button" className={buttonClass({ variant: "secondary" })} onClick={recover}>
            Recover your recording
          </button>
        ) : null}
        <Link href="/" className={buttonClass({ variant: "ghost" })}>
          Return to Dashboard
        </Link>
      </div>
    </div>
  );
}
