"use client";

import { Check, Copy, Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { LinkedInLogo, XLogo } from "./brand-icons";
import { embedUrl, shareLinks } from "./share-links";

export interface ShareDialogProps {
  /** The video to share; null keeps the dialog closed. */
  video: { id: number; title: string } | null;
  onOpenChange: (open: boolean) => void;
}

const COPIED_FEEDBACK_MS = 2_000;

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

const SHARE_TARGETS = [
  { key: "x", name: "X", via: "on", icon: XLogo, external: true },
  { key: "linkedIn", name: "LinkedIn", via: "on", icon: LinkedInLogo, external: true },
  { key: "email", name: "Email", via: "by", icon: Mail, external: false },
] as const;

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** 'Share video': the embed URL with a copy button, and sharing to X, LinkedIn or e-mail. */
export function ShareDialog({ video, onOpenChange }: ShareDialogProps) {
  const [copied, setCopied] = useState(false);
  const url =
    video && typeof window !== "undefined" ? embedUrl(window.location.origin, video.id) : "";
  const links = shareLinks(url, video?.title ?? "");

  const copy = async () => {
    if (await copyToClipboard(url)) {
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      toast({ title: "Copied!" });
    } else {
      toast({
        title: "Failed to copy",
        description: "Could not copy to clipboard",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={video !== null} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Share video</DialogTitle>
          <DialogDescription>Anyone with this link can watch the video.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <Input
            readOnly
            value={url}
            aria-label="Video link"
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={copy}
            aria-label="Copy link"
            title="Copy link"
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          </Button>
        </div>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {SHARE_TARGETS.map(({ key, name, via, icon: Icon, external }) => (
            <Button key={key} asChild variant="outline">
              <a href={links[key]} {...(external ? NEW_TAB : {})}>
                <Icon className="size-4" aria-hidden />
                <span className="sr-only">Share {via} </span>
                {name}
              </a>
            </Button>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              Close
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
