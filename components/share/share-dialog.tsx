"use client";

import { Check, Copy, Globe, Lock, Mail } from "lucide-react";
import { useSession } from "next-auth/react";
import { useId, useState } from "react";
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
import { SwitchField } from "@/components/ui/switch-field";
import { toast } from "@/client/toast/use-toast";
import type { VideoResponse } from "@/lib/videos/serialize";
import { LinkedInLogo, XLogo } from "./brand-icons";
import { embedUrl, shareLinks } from "./share-links";
import { useVideoPrivacy } from "@/client/resources/videos/privacy";

export interface ShareDialogProps {
  /** The video to share; null keeps the dialog closed. */
  video: Pick<VideoResponse, "id" | "title" | "isPrivate" | "userId"> | null;
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

/**
 * 'Share video': the embed URL with a copy button, and sharing to X, LinkedIn or e-mail. Recordings
 * start private (docs/product/access.md#video-visibility), so the dialog says who can watch and
 * gives the owner a one-click
 * 'Make shareable' switch.
 */
export function ShareDialog({ video, onOpenChange }: ShareDialogProps) {
  const [copied, setCopied] = useState(false);
  const switchId = useId();
  const { data: session } = useSession();
  const isOwner = Boolean(video && session?.user?.id === video.userId);
  const privacy = useVideoPrivacy(video);
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
          <DialogDescription data-testid="share-audience">
            {privacy.isPrivate
              ? "Only you can watch this video: it is private, so the link opens for nobody else. Make it shareable to let anyone with the link watch."
              : "Anyone with this link can watch the video."}
          </DialogDescription>
        </DialogHeader>
        {isOwner && (
          <SwitchField
            id={switchId}
            className="rounded-md border p-3"
            label={
              <>
                {privacy.isPrivate ? (
                  <Lock className="size-4" aria-hidden />
                ) : (
                  <Globe className="size-4" aria-hidden />
                )}
                Make shareable
              </>
            }
            checked={!privacy.isPrivate}
            disabled={privacy.pending}
            onCheckedChange={(shareable) => privacy.setPrivate(!shareable)}
          />
        )}
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
