import "server-only";
import { inArray } from "drizzle-orm";
import { videoInsights } from "@/db/schema";
import type { DbOrTx } from "@/db/types";

/** `value` rounded to `places` decimals. */
export const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** Seconds watched as a percentage of `duration`, one decimal, at most 100. */
export const percentOf = (seconds: number, duration: number) =>
  duration > 0 ? Math.min(100, round((seconds / duration) * 100)) : 0;

/** The library's cards: average % watched per video, for videos that have watch sessions. */
export async function averagePercentByVideo(
  db: DbOrTx,
  list: { id: number; duration: number }[],
): Promise<Map<number, number>> {
  if (list.length === 0) return new Map();
  const rows = await db
    .select({
      videoId: videoInsights.videoId,
      sessions: videoInsights.sessions,
      watchSeconds: videoInsights.watchSeconds,
    })
    .from(videoInsights)
    .where(
      inArray(
        videoInsights.videoId,
        list.map((video) => video.id),
      ),
    );
  const durations = new Map(list.map((video) => [video.id, video.duration]));
  return new Map(
    rows
      .filter((row) => row.sessions > 0)
      .map((row) => [
        row.videoId,
        percentOf(row.watchSeconds, (durations.get(row.videoId) ?? 0) * row.sessions),
      ]),
  );
}
