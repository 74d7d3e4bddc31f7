"use client";

import { Share2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import { toast } from "@/client/toast/use-toast";
import { Button } from "@/components/ui/button";

// Whether the browser has a share sheet never changes while the page is open.
const subscribe = () => () => undefined;
const hasShareSheet = () => typeof navigator.share === "function";
// The server has no navigator: the button appears after hydration where the browser offers one.
const noShareSheetOnServer = () => false;

/**
 * 'Share...': the system share sheet (phones, some desktops) with the video's title and link.
 * Rendered only where `navigator.share` exists; elsewhere the copy field and the buttons beside it
 * do the job.
 */
export function SystemShareButton({ title, url }: { title: string; url: string }) {
  const available = useSyncExternalStore(subscribe, hasShareSheet, noShareSheetOnServer);
  if (!available || !url) return null;

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the sheet without choosing an app rejects with AbortError: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast({ title: "Could not open the share sheet", variant: "destructive" });
    }
  };

  return (
    <Button type="button" variant="outline" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden />
      Share...
    </Button>
  );
}
