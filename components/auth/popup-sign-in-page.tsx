"use client";

import { useEffect, useRef } from "react";
import { redirectToProvider } from "@/client/auth/sign-in";
import { Spinner } from "@/components/ui/spinner";
import { markAsSignInPopup, notifyOpener } from "./popup-messages";

export function PopupSignIn({ providerId }: { providerId: string | null }) {
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!providerId) {
      notifyOpener({ type: "demoreel:sign-in-error", error: "Configuration" });
      window.close();
      return;
    }
    markAsSignInPopup();
    void redirectToProvider(providerId, "/auth/popup/done");
  }, [providerId]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <Spinner className="size-8" />
      <p className="text-muted-foreground text-sm">
        {providerId ? "Redirecting to sign-in…" : "This sign-in link is not valid."}
      </p>
    </main>
  );
}
