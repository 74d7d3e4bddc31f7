"use client";

import { Clock, Download, Eye, Share2 } from "lucide-react";
import dynamic from "next/dynamic";
import { lazy, Suspense, useState } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { VisibilityBadge } from "../library/visibility-badge";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { RelativeTime } from "@/components/ui/relative-time";
import { authorDisplayName } from "@/lib/format/person-name";
import { formatDuration } from "@/lib/format/duration";
import { initials } from "@/lib/format/initials";
import type { VideoResponse } from "@/lib/videos/responses";
import { videoPaths } from "@/client/resources/videos/paths";

// The dialog's code loads when it is first opened.
const ShareDialog = dynamic(
  () => import("@/components/share/share-dialog").then((m) => m.ShareDialog),
  { ssr: false },
);

// The owner's expiry, password and email gate badges: never loaded for anyone else.
const AccessBadges = lazy(() =>
  import("../library/access-badges").then((m) => ({ default: m.AccessBadges })),
);

// Only the owner's and a signed-in viewer's: a signed-out viewer of a shared page never loads them.
const OwnerActions = dynamic(() => import("./owner-actions").then((m) => m.OwnerActions));
const FavoriteButton = dynamic(() => import("./favorite-button").then((m) => m.FavoriteButton));

/**
 * Share, with its dialog. A component of its own: it re-renders when the page hydrates (Share is
 * visibly disabled until the dialog's script can run) and the rest of the header does not.
 */
function ShareButton({ video }: { video: VideoResponse }) {
  const [sharing, setSharing] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setSharing(true)} disabled={!hydrated}>
        <Share2 aria-hidden />
        Share
      </Button>
      {sharing && <ShareDialog video={video} onOpenChange={setSharing} />}
    </>
  );
}

interface VideoHeaderProps {
  video: VideoResponse;
  isOwner: boolean;
  signedIn: boolean;
}

/**
 * Title, Private/Public badge, age, duration, owner, views, description and the actions (the
 * owner's in OwnerActions).
 */
export function VideoHeader({ video, isOwner, signedIn }: VideoHeaderProps) {
  const hasOwnerName = Boolean(video.user.firstName?.trim() || video.user.lastName?.trim());
  const ownerName = hasOwnerName ? authorDisplayName(video.user) : "Anonymous";
  const views = `${video.views} ${video.views === 1 ? "view" : "views"}`;

  return (
    <section aria-labelledby="video-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="video-title" className="text-2xl font-bold tracking-tight break-words">
              {video.title}
            </h1>
            <VisibilityBadge video={video} sharedLabel="Public" />
            {isOwner && (
              <Suspense fallback={null}>
                <AccessBadges video={video} detailed />
              </Suspense>
            )}
          </div>
          <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="flex items-center gap-2">
              <Avatar className="size-6">
                {video.user.profileImageUrl && (
                  <AvatarImage src={video.user.profileImageUrl} alt="" />
                )}
                <AvatarFallback className="text-[10px]">{initials(ownerName)}</AvatarFallback>
              </Avatar>
              <span>{ownerName}</span>
            </span>
            <RelativeTime date={video.createdAt} />
            <span className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              <span aria-label="Duration">{formatDuration(video.duration)}</span>
            </span>
            <span className="flex items-center gap-1" data-testid="view-count">
              <Eye className="size-3.5" aria-hidden />
              {views}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {signedIn && <FavoriteButton videoId={video.id} />}
          <ShareButton video={video} />
          {!isOwner && video.allowDownload && (
            <Button asChild variant="outline">
              <a href={videoPaths.download(video.id)} download>
                <Download aria-hidden />
                Download
              </a>
            </Button>
          )}
          {isOwner && <OwnerActions video={video} />}
        </div>
      </div>
      <p
        className="text-muted-foreground text-sm whitespace-pre-wrap"
        data-testid="video-description"
      >
        {video.description.trim() ? video.description : "No description provided"}
      </p>
    </section>
  );
}
