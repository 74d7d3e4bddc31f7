"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";
import { formatDuration } from "@/lib/format/duration";
import { insightsQuery } from "@/client/resources/insights";
import { ViewerFunnel } from "./viewer-funnel";
import { ViewerList } from "./viewer-list";
import { noViewersText, nothingWatched } from "./viewer-summary";

// recharts is only fetched when an owner opens this panel: nobody else's bundle carries it.
const RetentionChart = dynamic(() => import("./retention-chart"), {
  ssr: false,
  loading: () => (
    <div className="flex h-40 items-center justify-center">
      <Spinner />
    </div>
  ),
});

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="bg-muted/50 rounded-md p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The owner's figures, retention chart and viewer list for one video. */
export function InsightsPanel({ videoId }: { videoId: number }) {
  const { data, isPending, isError } = useQuery({ ...insightsQuery(videoId), staleTime: 0 });
  if (isPending) {
    return (
      <div className="flex items-center gap-2 py-6 text-sm" role="status">
        <Spinner /> Loading insights...
      </div>
    );
  }
  if (isError) return <p className="text-destructive text-sm">Failed to load insights.</p>;

  return (
    <div className="flex flex-col gap-4" data-testid="insights-panel">
      <dl className="grid grid-cols-2 gap-2">
        <Figure label="Views" value={String(data.views)} />
        <Figure label="Unique viewers" value={String(data.uniqueViewers)} />
        <Figure label="Opened, not played" value={String(data.openedNotPlayed)} />
        <Figure
          label="Watch time"
          value={nothingWatched(data) ? "None yet" : formatDuration(data.watchSeconds)}
        />
        <Figure label="Average watched" value={`${Math.round(data.averagePercentWatched)}%`} />
        <Figure label="Completion rate" value={`${Math.round(data.completionRate * 100)}%`} />
        <Figure label="Call-to-action clicks" value={String(data.ctaClicks)} />
        {data.badgeClicks > 0 ? (
          <Figure label="Badge clicks" value={String(data.badgeClicks)} />
        ) : null}
      </dl>
      <section aria-labelledby="retention-heading" className="flex flex-col gap-2">
        <h3 id="retention-heading" className="text-sm font-medium">
          Retention
        </h3>
        <RetentionChart retention={data.retention} />
      </section>
      <ViewerFunnel videoId={videoId} insights={data} />
      <section aria-labelledby="viewers-heading" className="flex flex-col gap-2">
        <h3 id="viewers-heading" className="text-sm font-medium">
          Viewers
        </h3>
        {data.viewers.length === 0 ? (
          <p className="text-muted-foreground text-sm">{noViewersText(data)}</p>
        ) : (
          <ViewerList videoId={videoId} viewers={data.viewers} />
        )}
      </section>
    </div>
  );
}
