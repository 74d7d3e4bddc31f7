"use client";

import dynamic from "next/dynamic";
import { CommentsSection } from "@/components/comments/comments-section";
import { useComments } from "@/client/resources/comments";
import { Badge } from "@/components/ui/badge";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Chapter, TranscriptSegment } from "@/lib/timeline/transcript";
import { useAiDocuments } from "@/client/resources/documents/queries";
import { ReactionList } from "@/components/reactions/reaction-list";
import type { ReactionResponse } from "@/lib/reactions/shared";
import type { TranscriptStatus } from "@/lib/videos/responses";
import { visibleTabs } from "./visible-tabs";

// Only the open tab renders, so these load when their tab is first chosen.
const AiDocumentsPanel = dynamic(
  () => import("@/components/ai/ai-documents-panel").then((m) => m.AiDocumentsPanel),
  { ssr: false },
);
// Owner only.
const InsightsPanel = dynamic(
  () => import("@/components/insights/insights-panel").then((m) => m.InsightsPanel),
  { ssr: false },
);
const TranscriptPanel = dynamic(() => import("./transcript-panel").then((m) => m.TranscriptPanel), {
  ssr: false,
});

interface VideoTabsProps {
  videoId: number;
  viewerId: string | null;
  /** Signed in, or a known guest of the video (past its email gate, or who commented). */
  canComment: boolean;
  /** The owner lets viewers without an account comment under a name. */
  guestsAllowed: boolean;
  /** A member of the video's team workspace (internal comments). */
  teamMember: boolean;
  isOwner: boolean;
  segments: TranscriptSegment[];
  chapters: Chapter[];
  transcriptSource: string | null;
  transcriptStatus: TranscriptStatus;
  transcriptProgress: number | null;
  /** The owner's video, editable by text; null for everyone else. */
  editable: { workspaceId: number; duration: number } | null;
  reactions: ReactionResponse[];
}

const CountBadge = ({ count, label }: { count: number; label: string }) => (
  <Badge variant="secondary" className="h-5 min-w-5 px-1" aria-label={`${count} ${label}`}>
    {count}
  </Badge>
);

// Compact enough that the four tabs share one row in the 26rem column beside the player at
// 1440 px; a narrower column (a phone) scrolls the row instead of leaving a tab on a second one.
const TRIGGER = "shrink-0 gap-1 px-1.5";

/**
 * The tab triggers with their counts. A component of its own so the counts arriving, and the
 * triggers turning ready after hydration, re-render this row and not the open tab's comments.
 * A viewer other than the owner sees no empty AI Document or Transcript tab.
 */
function VideoTabsList({
  videoId,
  isOwner,
  hasTranscript,
  transcriptStatus,
}: {
  videoId: number;
  isOwner: boolean;
  hasTranscript: boolean;
  transcriptStatus: TranscriptStatus;
}) {
  const commentCount = useComments(videoId).count;
  const loadedCount = useAiDocuments(videoId).data?.length;
  const documentCount = loadedCount ?? 0;
  const shown = visibleTabs({
    isOwner,
    documentCount: loadedCount,
    hasTranscript,
    transcriptStatus,
  });
  // Inert until React has committed them: a press on the server's tabs while the page hydrates
  // (and a signed-in viewer's session lands at the same time) would be lost.
  const ready = useHydrated();
  return (
    <TabsList className="h-auto max-w-full justify-start overflow-x-auto [scrollbar-width:thin]">
      {shown.aiDocument && (
        <TabsTrigger value="ai-document" className={TRIGGER} disabled={!ready}>
          AI Document
          <CountBadge count={documentCount} label="documents" />
        </TabsTrigger>
      )}
      {shown.transcript && (
        <TabsTrigger value="transcript" className={TRIGGER} disabled={!ready}>
          Transcript
          {hasTranscript && (
            <span className="bg-primary size-2 rounded-full" role="img" aria-label="available" />
          )}
        </TabsTrigger>
      )}
      <TabsTrigger value="comments" className={TRIGGER} disabled={!ready}>
        Comments
        <CountBadge count={commentCount} label="comments" />
      </TabsTrigger>
      {isOwner && (
        <TabsTrigger value="insights" className={TRIGGER} disabled={!ready}>
          Insights
        </TabsTrigger>
      )}
    </TabsList>
  );
}

/**
 * AI Document (count), Transcript (a dot when there is one), Comments (count); Insights for the
 * owner. Others see the first two only when they hold something.
 */
export function VideoTabs({
  videoId,
  viewerId,
  canComment,
  guestsAllowed,
  teamMember,
  isOwner,
  segments,
  chapters,
  transcriptSource,
  transcriptStatus,
  transcriptProgress,
  editable,
  reactions,
}: VideoTabsProps) {
  return (
    <Tabs defaultValue="comments" className="w-full">
      <VideoTabsList
        videoId={videoId}
        isOwner={isOwner}
        hasTranscript={segments.length > 0}
        transcriptStatus={transcriptStatus}
      />
      <TabsContent value="ai-document" className="pt-4">
        <AiDocumentsPanel videoId={videoId} isOwner={isOwner} />
      </TabsContent>
      <TabsContent value="transcript" className="pt-4">
        <TranscriptPanel
          videoId={videoId}
          isOwner={isOwner}
          segments={segments}
          chapters={chapters}
          source={transcriptSource}
          editable={editable}
          status={transcriptStatus}
          progress={transcriptProgress}
        />
      </TabsContent>
      <TabsContent value="comments" className="pt-4">
        <div className="flex flex-col gap-6">
          <CommentsSection
            videoId={videoId}
            viewerId={viewerId}
            canComment={canComment}
            guestsAllowed={guestsAllowed}
            teamMember={teamMember}
            isOwner={isOwner}
          />
          <ReactionList
            videoId={videoId}
            viewerId={viewerId}
            isOwner={isOwner}
            reactions={reactions}
          />
        </div>
      </TabsContent>
      {isOwner && (
        <TabsContent value="insights" className="pt-4">
          <InsightsPanel videoId={videoId} />
        </TabsContent>
      )}
    </Tabs>
  );
}
