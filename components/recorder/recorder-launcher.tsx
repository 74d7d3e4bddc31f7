"use client";

import { Suspense, useCallback, useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useSession } from "next-auth/react";

// Loaded on first use, not with every page: the recorder is the heaviest code of the app.
const RecorderOverlay = dynamic(() => import("./recorder-overlay").then((m) => m.RecorderOverlay), {
  ssr: false,
});
const RecoveryPrompt = dynamic(() => import("./recovery-prompt").then((m) => m.RecoveryPrompt), {
  ssr: false,
});

/** Dispatch this on window to open the recorder from anywhere. */
export const OPEN_RECORDER_EVENT = "demoreel:open-recorder";

function Launcher() {
  const [open, setOpen] = useState(false);
  // Only a signed-in user can have a recording to recover: signed-out pages never load that code.
  const signedIn = useSession().status === "authenticated";
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const wantsRecorder = searchParams.get("record") === "1";
  const [handled, setHandled] = useState(false);
  // Adjusting state while rendering (not in an effect): ?record=1 opens the recorder once.
  if (wantsRecorder !== handled) {
    setHandled(wantsRecorder);
    if (wantsRecorder) setOpen(true);
  }

  useEffect(() => {
    if (!wantsRecorder) return;
    // Drop ?record=1 so a reload or Back does not reopen the recorder.
    const rest = new URLSearchParams(searchParams.toString());
    rest.delete("record");
    router.replace(rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
  }, [wantsRecorder, searchParams, router, pathname]);

  useEffect(() => {
    const openRecorder = () => setOpen(true);
    window.addEventListener(OPEN_RECORDER_EVENT, openRecorder);
    return () => window.removeEventListener(OPEN_RECORDER_EVENT, openRecorder);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      {open ? <RecorderOverlay onClose={close} /> : null}
      {open || !signedIn ? null : <RecoveryPrompt />}
    </>
  );
}

/** Opens the recorder on `?record=1` or the "demoreel:open-recorder" event; offers recovery on load. */
export function RecorderLauncher() {
  return (
    <Suspense fallback={null}>
      <Launcher />
    </Suspense>
  );
}
