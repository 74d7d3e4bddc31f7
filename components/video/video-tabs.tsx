"use client";

import dynamic from "next/dynamic";
import { CommentsSection } from "@/components/comments/comments-section";
import { useComments } from "@/components/comments/use-comments";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Chapter, TranscriptSegment } from "@/lib/metadata/transcript";
import { useAiDocuments } from "@/components/ai/use-ai-documents";

// Only the open tab renders, so these load when their tab is first chosen.
const AiDocumentsPanel = dynamic(
  () => import("@/components/ai/ai-documents-panel").then((m) => m.AiDocumentsPanel),
  { ssr: false },
);
const TranscriptPanel = dynamic(() => import("./transcript-panel").then((m) => m.TranscriptPanel), {
  ssr: false,
});

interface VideoTabsProps {
  videoId: number;
  viewerId: string | null;
  isOwner: boolean;
  segments: TranscriptSegment[];
  chapters: Chapter[];
  transcriptSource: string | null;
}

const CountBadge = ({ count, label }: { count: number; label: string }) => (
  <Badge variant="secondary" className="ml-1 h-5 min-w-5 px-1.5" aria-label={`${count} ${label}`}>
    {count}
  </Badge>
);

/** AI Document (count), Transcript (a dot when there is one) and Comments (count). */
export function VideoTabs({
  videoId,
  viewerId,
  isOwner,
  segments,
  chapters,
  transcriptSource,
}: VideoTabsProps) {
  const commentCount = useComments(videoId).data?.length ?? 0;
  const documentCount = useAiDocuments(videoId).data?.length ?? 0;
  return (
    <Tabs defaultValue="comments" className="w-full">
      <TabsList>
        <TabsTrigger value="ai-document">
          AI Document
          <CountBadge count={documentCount} label="documents" />
        </TabsTrigger>
        <TabsTrigger value="transcript">
          Transcript
          {segments.length > 0 && (
            <span
              className="bg-primary ml-1 size-2 rounded-full"
              role="img"
              aria-label="available"
            />
          )}
        </TabsTrigger>
        <TabsTrigger value="comments">
          Comments
          <CountBadge count={commentCount} label="comments" />
        </TabsTrigger>
      </TabsList>
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
        />
      </TabsContent>
      <TabsContent value="comments" className="pt-4">
        <CommentsSection videoId={videoId} viewerId={viewerId} />
      </TabsContent>
    </Tabs>
  );
}
