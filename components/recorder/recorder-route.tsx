"use client";

import { useCallback } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { Spinner } from "@/components/ui/spinner";

// The recorder is the heaviest code of the app; the server's HTML shows a dark placeholder meanwhile.
const RecorderOverlay = dynamic(() => import("./recorder-overlay").then((m) => m.RecorderOverlay), {
  ssr: false,
  loading: RecorderPlaceholder,
});

function RecorderPlaceholder() {
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950 text-white"
      aria-busy="true"
    >
      <Spinner className="size-8 text-neutral-400" />
      <span className="sr-only">Loading the recorder</span>
    </div>
  );
}

/**
 * The recorder on its own route. Cancel or discard goes back to `back` (replacing this entry, so
 * Back does not reopen the recorder); a saved recording goes to its video page (the save does that).
 */
export function RecorderRoute({ back }: { back: string }) {
  const router = useRouter();
  const close = useCallback(() => router.replace(back), [router, back]);
  const saved = useCallback(() => {}, []);
  return <RecorderOverlay onClose={close} onSaved={saved} />;
}
