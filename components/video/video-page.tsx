"use client";

import { useMemo, useState } from "react";
import { AttachmentsSection } from "@/components/attachments/attachments-section";
import { PlayerProvider } from "@/components/player/player-context";
import { VideoPlayer } from "@/components/player/video-player";
import type { VideoResponse } from "@/lib/library/types";
import { parseChapters, parseTranscript } from "@/lib/metadata/transcript";
import { isProcessingStatus } from "@/lib/upload-tracking";
import { useCountView, useVideo } from "./use-video-lifecycle";
import { VideoHeader } from "./video-header";
import { VideoTabs } from "./video-tabs";

interface VideoPageProps {
  initialVideo: VideoResponse;
  viewerId: string | null;
}

/** SPEC 2 "Video page": header, player, attachments, then the tabs. */
export function VideoPage({ initialVideo, viewerId }: VideoPageProps) {
  const isOwner = viewerId !== null && viewerId === initialVideo.userId;
  const video = useVideo(initialVideo, isOwner);
  // The source stays put while the page is open: a finished rendition must not restart playback.
  const [src] = useState(initialVideo.videoUrl);
  useCountView(video.id);
  const segments = useMemo(() => parseTranscript(video.transcript), [video.transcript]);
  const chapters = useMemo(() => parseChapters(video.chapters), [video.chapters]);

  return (
    <PlayerProvider>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <VideoHeader video={video} isOwner={isOwner} signedIn={viewerId !== null} />
        <div className="flex flex-col items-center gap-2">
          <VideoPlayer
            src={src}
            poster={video.thumbnailUrl}
            title={video.title}
            durationHint={video.duration}
            captionsSrc={segments.length > 0 ? `/api/videos/${video.id}/captions` : null}
            chapters={chapters}
            watchEndpoint={`/api/videos/${video.id}/watch`}
          />
          {isProcessingStatus(video.processingStatus) && (
            <p className="text-muted-foreground text-xs" role="status">
              Processing... the original recording plays meanwhile.
            </p>
          )}
        </div>
        <AttachmentsSection videoId={video.id} duration={video.duration} isOwner={isOwner} />
        <VideoTabs
          videoId={video.id}
          viewerId={viewerId}
          isOwner={isOwner}
          segments={segments}
          chapters={chapters}
          transcriptSource={video.transcriptSource}
        />
      </div>
    </PlayerProvider>
  );
}
