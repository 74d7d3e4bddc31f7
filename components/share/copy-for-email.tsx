"use client";

import { Mail } from "lucide-react";
import { useState } from "react";
import { apiRequest } from "@/client/http/fetch";
import { serverMessage } from "@/client/http/errors";
import { linkPaths } from "@/client/resources/engagement";
import { toast } from "@/client/toast/use-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { COPY_FOR_EMAIL, COPIED_FOR_EMAIL } from "./share-texts";

interface Snippet {
  html: string;
  text: string;
}

/**
 * Puts the snippet on the clipboard as HTML with a plain-text part. The item is made at once,
 * inside the click, with the fetch as its promise: Safari refuses a clipboard write that comes
 * after an await.
 */
async function writeSnippet(snippet: Promise<Snippet>): Promise<void> {
  if (typeof ClipboardItem === "undefined" || !navigator.clipboard?.write) {
    await navigator.clipboard.writeText((await snippet).text);
    return;
  }
  const as = (type: string, pick: (s: Snippet) => string) =>
    snippet.then((s) => new Blob([pick(s)], { type }));
  await navigator.clipboard.write([
    new ClipboardItem({
      "text/html": as("text/html", (s) => s.html),
      "text/plain": as("text/plain", (s) => s.text),
    }),
  ]);
}

/**
 * "Copy for email": the video's (or a tracked link's) preview GIF linked to its URL, the title,
 * the length and a "Watch the video" link, ready to paste into Gmail, Outlook or Apple Mail.
 */
export function CopyForEmailButton({
  videoId,
  linkId,
  label = COPY_FOR_EMAIL,
  size = "default",
}: {
  videoId: number;
  linkId?: number;
  label?: string;
  size?: "default" | "sm";
}) {
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    const snippet = apiRequest<Snippet>("GET", linkPaths.emailSnippet(videoId, linkId));
    try {
      await writeSnippet(snippet);
      toast(COPIED_FOR_EMAIL);
    } catch (error) {
      toast({
        title: "Could not copy for email",
        description: serverMessage(error) ?? "Could not copy to clipboard",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" size={size} disabled={busy} onClick={() => void copy()}>
      {busy ? <Spinner /> : <Mail className="size-4" aria-hidden />}
      {label}
    </Button>
  );
}
