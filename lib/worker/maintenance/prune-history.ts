import "server-only";
import { and, inArray, lt } from "drizzle-orm";
import { jobs, stripeEvents, videoViews } from "@/db/schema";
import type { DbOrTx } from "@/db/types";

/** Finished jobs, counted views and handled Stripe events are kept this long. */
export const HISTORY_DAYS = 90;

export interface PrunedHistory {
  jobs: number;
  views: number;
  stripeEvents: number;
}

/**
 * Deletes history older than 90 days. Views older than the view rule's 30-minute look-back no
 * longer decide anything (the count lives on the video); a handled Stripe event older than
 * Stripe's retry window (3 days) can't be delivered again; queued or running jobs are kept.
 */
export async function pruneHistory(db: DbOrTx, now = new Date()): Promise<PrunedHistory> {
  const cutoff = new Date(now.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const prunedJobs = await db
    .delete(jobs)
    .where(
      and(inArray(jobs.state, ["completed", "failed", "cancelled"]), lt(jobs.updatedAt, cutoff)),
    )
    .returning({ id: jobs.id });
  const views = await db
    .delete(videoViews)
    .where(lt(videoViews.viewedAt, cutoff))
    .returning({ id: videoViews.id });
  const events = await db
    .delete(stripeEvents)
    .where(lt(stripeEvents.processedAt, cutoff))
    .returning({ id: stripeEvents.id });
  return { jobs: prunedJobs.length, views: views.length, stripeEvents: events.length };
}
