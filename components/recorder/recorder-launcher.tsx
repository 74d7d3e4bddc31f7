"use client";

import { Suspense, useEffect } from "react";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useSession } from "@/client/auth/use-session";
import { recordHref } from "@/lib/urls/return-path";
import { recordHrefFromHere } from "./use-start-recording";

const RecoveryPrompt = dynamic(() => import("./recovery-prompt").then((m) => m.RecoveryPrompt), {
  ssr: false,
});

/** Dispatch this on window to open the recorder from anywhere. */
export const OPEN_RECORDER_EVENT = "demoreel:open-recorder";

function Launcher() {
  // Only a signed-in user can have a recording to recover: signed-out pages never load that code.
  const signedIn = useSession().status === "authenticated";
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const wantsRecorder = searchParams.get("record") === "1";

  useEffect(() => {
    if (!wantsRecorder) return;
    // The older `?record=1` links: the recorder's route, coming back to this page without it.
    const rest = new URLSearchParams(searchParams.toString());
    rest.delete("record");
    router.replace(recordHref(rest.size ? `${pathname}?${rest}` : pathname));
  }, [wantsRecorder, searchParams, router, pathname]);

  useEffect(() => {
    const openRecorder = () => router.push(recordHrefFromHere());
    window.addEventListener(OPEN_RECORDER_EVENT, openRecorder);
    return () => window.removeEventListener(OPEN_RECORDER_EVENT, openRecorder);
  }, [router]);

  // On the recorder's route too: a reload mid-recording lands there, and the recording it cut
  // short is offered over the recorder (a live recording is never offered).
  return wantsRecorder || !signedIn ? null : <RecoveryPrompt />;
}

/**
 * Sends `?record=1` and the "demoreel:open-recorder" event to the recorder's route; offers to
 * recover an unsaved recording on load.
 */
export function RecorderLauncher() {
  return (
    <Suspense fallback={null}>
      <Launcher />
    </Suspense>
  );
}
