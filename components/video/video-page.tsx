"use client";

import { memo, useMemo, useState, type ReactNode } from "react";
import { PlayerProvider } from "@/components/player/player-context";
import { VideoPlayer } from "@/components/player/video-player";
import { processingLabel } from "@/lib/format/processing";
import { ProcessingPlaceholder } from "./processing-placeholder";
import { ReactionBar } from "@/components/reactions/reaction-bar";
import { RecipientGreeting } from "@/components/engagement/recipient-greeting";
import { reactionMarkers } from "@/components/reactions/reaction-markers";
import { useReactions } from "@/client/resources/reactions";
import type { VideoResponse } from "@/lib/videos/responses";
import type { DisplayedBranding } from "@/lib/branding/shared";
import { parseChapters, parseTranscript } from "@/lib/timeline/transcript";
import type { ReactionResponse } from "@/lib/reactions/shared";
import { isProcessingStatus } from "@/lib/videos/shared";
import { webVersionState } from "@/lib/videos/shared";
import { useCountView, useVideo } from "@/client/resources/videos/lifecycle";
import { videoPaths } from "@/client/resources/videos/paths";
import { MadeWithBadge } from "./made-with-badge";
import { SeekFromUrl } from "./seek-from-url";
import { VideoCta } from "./video-cta";
import { VideoHeader } from "./video-header";
import { brandingStyle } from "./workspace-branding";
import { VideoSummary } from "./video-summary";
import { AttachmentsSlot } from "./attachments-slot";
import { VideoTabs as VideoTabsContent } from "./video-tabs";

// The activity tabs hold the page's largest text for a signed-out viewer (the comments' sign-in
// prompt). Loaded with `next/dynamic`, they were a Suspense boundary the server streamed after the
// rest of the page and React revealed a few hundred milliseconds after the first paint, and that
// reveal was the page's largest contentful paint; a plain import renders them with the page.
// Memoized: the session or the video's views arriving re-render the page, not the comments.
const VideoTabs = memo(VideoTabsContent);

const NO_REACTIONS: ReactionResponse[] = [];

interface VideoPageProps {
  initialVideo: VideoResponse;
  viewerId: string | null;
  /** The workspace's logo and accent, when its plan shows them. */
  branding?: DisplayedBranding | null;
  /** Signed out but a known guest (past the email gate, or who commented): writes under their name. */
  guest?: boolean;
  /** A member of the video's team workspace: sees and writes internal comments. */
  teamMember?: boolean;
  /** Server-rendered under the player: its chapters (components/player/first-tap.tsx). */
  belowPlayer?: ReactNode;
}

/**
 * The video page (docs/product/routes-and-screens.md#video-page): the header, then the player (most
 * of the width) with reactions and attachments under it, and the activity tabs beside it on wide
 * screens; on narrow ones the tabs come between the reactions and the attachments.
 *
 * A plain function, rendering the memoized content: a server page renders it, and React reuses a
 * memoized component that came from the server only until the next server render (its fiber
 * records the inner function, the new element names the memo), so every router.refresh() remounted
 * the page and dropped its state, an owner's open dialog included.
 */
export function VideoPage(props: VideoPageProps) {
  return <VideoPageContent {...props} />;
}

/**
 * Memoized: the session arriving re-renders the shell, and a signed-out viewer's page has nothing
 * to redo.
 */
const VideoPageContent = memo(function VideoPageContent({
  initialVideo,
  viewerId,
  branding,
  guest = false,
  teamMember = false,
  belowPlayer,
}: VideoPageProps) {
  const isOwner = viewerId !== null && viewerId === initialVideo.userId;
  const canWrite = viewerId !== null || guest;
  const video = useVideo(initialVideo, isOwner);
  // The source stays put while the page is open: a finished rendition must not restart playback.
  const [firstSrc] = useState(initialVideo.videoUrl);
  // An upload no browser plays as it is has nothing to play until its MP4 is done; then it loads.
  const webVersion = webVersionState(video);
  const waitingForMp4 = webVersion !== "ready";
  const src = initialVideo.originalPlayable ? firstSrc : video.videoUrl;
  const countView = useCountView(video.id);
  const segments = useMemo(() => parseTranscript(video.transcript), [video.transcript]);
  const chapters = useMemo(() => parseChapters(video.chapters), [video.chapters]);
  const reactionList = useReactions(video.id).data;
  const reactions = reactionList?.length ? reactionList : NO_REACTIONS;
  const markers = useMemo(() => reactionMarkers(reactions), [reactions]);
  const editable = useMemo(
    () => (isOwner ? { workspaceId: video.workspaceId, duration: video.duration } : null),
    [isOwner, video.workspaceId, video.duration],
  );
  // One element per version of the video, so the memoized player is not re-rendered for nothing.
  const endAction = useMemo(() => (video.cta ? <VideoCta video={video} /> : undefined), [video]);

  return (
    <PlayerProvider>
      <SeekFromUrl />
      <div
        className="mx-auto flex w-full max-w-[1400px] flex-col gap-6"
        style={brandingStyle(branding)}
        data-branded={branding ? "" : undefined}
      >
        <VideoHeader video={video} isOwner={isOwner} signedIn={viewerId !== null} />
        <RecipientGreeting videoId={video.id} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
          {/* Narrower than two columns, its parts join the page's grid so the activity tabs
              (comments first) come right after the player and the attachments after them. */}
          <div className="flex min-w-0 flex-col gap-3 max-lg:contents">
            {waitingForMp4 ? (
              <ProcessingPlaceholder
                progress={video.processingProgress}
                thumbnailUrl={video.thumbnailUrl}
                failed={webVersion === "failed"}
              />
            ) : (
              <VideoPlayer
                src={src}
                poster={video.thumbnailUrl}
                title={video.title}
                durationHint={video.duration}
                captionsSrc={segments.length > 0 ? videoPaths.captions(video.id) : null}
                chapters={chapters}
                markers={markers}
                watchEndpoint={videoPaths.watch(video.id)}
                onPlayedEnough={countView}
                endAction={endAction}
                className="max-w-none"
              />
            )}
            {!waitingForMp4 && belowPlayer}
            {isProcessingStatus(video.processingStatus) && !waitingForMp4 && (
              <p className="text-muted-foreground text-xs" role="status">
                {processingLabel(video.processingProgress)} the original recording plays meanwhile.
              </p>
            )}
            <VideoSummary video={video} isOwner={isOwner} />
            <MadeWithBadge videoId={video.id} />
            <ReactionBar
              videoId={video.id}
              signedIn={canWrite}
              guestsAllowed={video.guestComments}
              reactions={reactions}
            />
            <AttachmentsSlot videoId={video.id} duration={video.duration} isOwner={isOwner} />
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
              canComment={canWrite}
              guestsAllowed={video.guestComments}
              teamMember={teamMember}
              isOwner={isOwner}
              segments={segments}
              chapters={chapters}
              transcriptSource={video.transcriptSource}
              transcriptStatus={video.transcriptStatus}
              transcriptProgress={video.transcriptProgress}
              editable={editable}
              reactions={reactions}
            />
          </aside>
        </div>
      </div>
    </PlayerProvider>
  );
});
