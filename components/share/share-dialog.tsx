"use client";

import { Globe, Lock, Mail } from "lucide-react";
import { useSession } from "@/client/auth/use-session";
import { useId } from "react";
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
import { SwitchField } from "@/components/ui/switch-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { VideoResponse } from "@/lib/videos/responses";
import { embedPlayerUrl, iframeSnippet, watchPageUrl } from "@/lib/urls/video-links";
import { LinkedInLogo, XLogo } from "./brand-icons";
import { CopyField } from "./copy-field";
import { CopyForEmailButton } from "./copy-for-email";
import { shareLinks } from "./share-links";
import { SystemShareButton } from "./system-share-button";
import { AUDIENCE_TEXTS } from "./share-texts";
import { TrackedLinksTab } from "./tracked-links-tab";
import { useVideoPrivacy } from "@/client/resources/videos/privacy";

export interface ShareDialogProps {
  /** The video to share; null keeps the dialog closed. */
  video: Pick<VideoResponse, "id" | "title" | "isPrivate" | "userId" | "workspaceId"> | null;
  onOpenChange: (open: boolean) => void;
}

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

const SHARE_TARGETS = [
  { key: "x", name: "X", via: "on", icon: XLogo, external: true },
  { key: "linkedIn", name: "LinkedIn", via: "on", icon: LinkedInLogo, external: true },
  { key: "email", name: "Email", via: "by", icon: Mail, external: false },
] as const;

/**
 * 'Share video'. The Link tab hands out the watch page (/video/{id}: recipients can comment, react
 * and read the transcript there) with a copy button and X, LinkedIn and e-mail; the Embed tab
 * gives the bare player's URL and an <iframe> for other sites. Recordings start private
 * (docs/product/access.md#video-visibility), so the dialog says who can watch and gives the owner
 * a one-click 'Make shareable' switch. The owner's Tracked links tab makes a link per recipient,
 * and where the browser has a share sheet the owner's Link tab opens it ('Share...').
 */
export function ShareDialog({ video, onOpenChange }: ShareDialogProps) {
  const switchId = useId();
  const { data: session } = useSession();
  const isOwner = Boolean(video && session?.user?.id === video.userId);
  const privacy = useVideoPrivacy(video);
  const origin = typeof window !== "undefined" ? window.location.origin : "";
  const watchUrl = video && origin ? watchPageUrl(origin, video.id) : "";
  const embedUrl = video && origin ? embedPlayerUrl(origin, video.id) : "";
  const links = shareLinks(watchUrl, video?.title ?? "");

  return (
    <Dialog open={video !== null} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Share video</DialogTitle>
          <DialogDescription data-testid="share-audience">
            {privacy.isPrivate ? AUDIENCE_TEXTS.private : AUDIENCE_TEXTS.public}
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
        <Tabs defaultValue="link" className="min-w-0 gap-3">
          <TabsList className="w-full">
            <TabsTrigger value="link">Link</TabsTrigger>
            <TabsTrigger value="embed">Embed</TabsTrigger>
            {isOwner && <TabsTrigger value="tracked">Tracked links</TabsTrigger>}
          </TabsList>
          <TabsContent value="link" className="flex min-w-0 flex-col gap-3">
            <CopyField label="Video link" copyLabel="Copy link" value={watchUrl} />
            {isOwner && video && <CopyForEmailButton videoId={video.id} />}
            {isOwner && video && <SystemShareButton title={video.title} url={watchUrl} />}
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
          </TabsContent>
          <TabsContent value="embed" className="flex min-w-0 flex-col gap-3">
            <p className="text-muted-foreground text-sm">
              Paste the code into a web page or a document tool to show the player there.
            </p>
            <CopyField label="Embed link" copyLabel="Copy embed link" value={embedUrl} />
            <CopyField
              label="Embed code"
              copyLabel="Copy embed code"
              value={embedUrl ? iframeSnippet({ src: embedUrl, title: video?.title ?? "" }) : ""}
              multiline
            />
          </TabsContent>
          {isOwner && video && (
            <TabsContent value="tracked" className="min-w-0">
              <TrackedLinksTab videoId={video.id} workspaceId={video.workspaceId} />
            </TabsContent>
          )}
        </Tabs>
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
