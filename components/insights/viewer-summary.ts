import type { VideoInsights } from "@/lib/audience/shared";

type Figures = Pick<VideoInsights, "views" | "uniqueViewers" | "watchSeconds" | "openedNotPlayed">;

/** Nothing has been watched: no view, no viewer and no second of watch time. */
export function nothingWatched({ views, uniqueViewers, watchSeconds }: Figures): boolean {
  return views === 0 && uniqueViewers === 0 && watchSeconds === 0;
}

/**
 * Why the viewer list is empty, in words that agree with the figures above it: the list holds
 * those who played the video, 'Opened, not played' those who only opened it (a view counts after
 * a few seconds of playback), and the totals keep what erased viewers watched (as sums that name
 * nobody).
 */
export function noViewersText(figures: Figures): string {
  const { uniqueViewers, openedNotPlayed, watchSeconds } = figures;
  const opened = (count: number) =>
    `${count === 1 ? "1 viewer has" : `${count} viewers have`} opened this video, but no one has played it yet.`;
  if (uniqueViewers > 0) return opened(uniqueViewers);
  if (watchSeconds > 0) {
    return "No viewers to list. The totals above still count viewers whose records were erased.";
  }
  return openedNotPlayed > 0 ? opened(openedNotPlayed) : "No one has watched this video yet.";
}
