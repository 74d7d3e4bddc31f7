"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { PlayerProvider } from "@/components/player/player-context";
import { VideoPlayer } from "@/components/player/video-player";
import { ReactionBar } from "@/components/reactions/reaction-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { reactionMarkers } from "@/components/reactions/reaction-markers";
import { useReactions } from "@/client/resources/reactions";
import type { VideoResponse } from "@/lib/videos/serialize";
import { parseChapters, parseTranscript } from "@/lib/metadata/shared";
import type { ReactionResponse } from "@/lib/reactions/shared";
import { isProcessingStatus } from "@/client/upload-tracking";
import { useCountView, useVideo } from "@/client/resources/videos/lifecycle";
import { videoPaths } from "@/client/resources/videos/paths";
import { SeekFromUrl } from "./seek-from-url";
import { VideoCta } from "./video-cta";
import { VideoHeader } from "./video-header";

// The player comes first: the activity tabs and the attachments are server-rendered all the same,
// but on the way from the recorder (a client navigation) their code loads after the player shows.
const VideoTabs = dynamic(() => import("./video-tabs").then((m) => m.VideoTabs), {
  loading: () => <Skeleton className="h-64 w-full" />,
});
const AttachmentsSection = dynamic(
  () => import("@/components/attachments/attachments-section").then((m) => m.AttachmentsSection),
  { loading: () => null },
);

const NO_REACTIONS: ReactionResponse[] = [];

interface VideoPageProps {
  initialVideo: VideoResponse;
  viewerId: string | null;
}

/**
 * The video page (docs/product/routes-and-screens.md#video-page): the header, then the player (most
 * of the width) with reactions and attachments under it, and the activity tabs beside it on wide
 * screens; on narrow ones the tabs come between the reactions and the attachments.
 */
export function VideoPage({ initialVideo, viewerId }: VideoPageProps) {
  const isOwner = viewerId !== null && viewerId === initialVideo.userId;
  const video = useVideo(initialVideo, isOwner);
  // The source stays put while the page is open: a finished rendition must not restart playback.
  const [src] = useState(initialVideo.videoUrl);
  useCountView(video.id);
  const segments = useMemo(() => parseTranscript(video.transcript), [video.transcript]);
  const chapters = useMemo(() => parseChapters(video.chapters), [video.chapters]);
  const reactions = useReactions(video.id).data ?? NO_REACTIONS;
  const markers = useMemo(() => reactionMarkers(reactions), [reactions]);

  return (
    <PlayerProvider>
      <SeekFromUrl />
      <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-6">
        <VideoHeader video={video} isOwner={isOwner} signedIn={viewerId !== null} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
          {/* Narrower than two columns, its parts join the page's grid so the activity tabs
              (comments first) come right after the player and the attachments after them. */}
          <div className="flex min-w-0 flex-col gap-3 max-lg:contents">
            <VideoPlayer
              src={src}
              poster={video.thumbnailUrl}
              title={video.title}
              durationHint={video.duration}
              captionsSrc={segments.length > 0 ? videoPaths.captions(video.id) : null}
              chapters={chapters}
              markers={markers}
              watchEndpoint={videoPaths.watch(video.id)}
              endAction={video.cta ? <VideoCta video={video} /> : undefined}
              className="max-w-none"
            />
            {isProcessingStatus(video.processingStatus) && (
              <p className="text-muted-foreground text-xs" role="status">
                Processing... the original recording plays meanwhile.
              </p>
            )}
            <ReactionBar videoId={video.id} signedIn={viewerId !== null} reactions={reactions} />
            <div className="min-w-0 max-lg:order-last">
              <AttachmentsSection videoId={video.id} duration={video.duration} isOwner={isOwner} />
            </div>
          </div>
          {/* Its own scroll ends above the floating record button (bottom right, 80 px tall). */}
          <aside
            aria-label="Activity"
            className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto lg:pb-20"
          >
            <VideoCta video={video} />
            <VideoTabs
              videoId={video.id}
              viewerId={viewerId}
              isOwner={isOwner}
              segments={segments}
              chapters={chapters}
              transcriptSource={video.transcriptSource}
              reactions={reactions}
            />
          </aside>
        </div>
      </div>
    </PlayerProvider>
  );
}
