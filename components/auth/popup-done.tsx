"use client";

import { useEffect } from "react";
import Link from "next/link";
import { notifyOpener, takeSignInPopupMark } from "./popup-messages";

export function PopupDone() {
  useEffect(() => {
    takeSignInPopupMark();
    notifyOpener({ type: "demoreel:signed-in" });
    // Browsers ignore this for a window the user opened themselves; the link below leads home.
    window.close();
  }, []);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-lg font-semibold">You are signed in</h1>
      <p className="text-muted-foreground text-sm">You can close this window.</p>
      <Link href="/" className="text-primary text-sm underline underline-offset-4">
        Go to Demoreel
      </Link>
    </main>
  );
}
