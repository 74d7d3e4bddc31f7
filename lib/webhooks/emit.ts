import "server-only";
import { and, eq, max, ne, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import {
  videos,
  watchSessions,
  webhookDeliveries,
  webhookEndpoints,
  workspaces,
} from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { appBaseUrl } from "@/lib/mail/settings";
import { enqueueAll, type NewJob } from "@/lib/jobs/enqueue";
import { eventIdFor } from "./event-id";
import { WEBHOOK_MILESTONES, type WebhookEventType } from "./shared";
import { viewerOfKey } from "./viewer";

/** The job that sends one delivery. */
export const DELIVER_WEBHOOK = "deliver-webhook";
/** Tries per delivery, spaced by the queue's backoff (by default 15 s, 1 min, 4 min, then 15 min). */
export const DELIVERY_ATTEMPTS = 6;

export interface WorkspaceEvent {
  type: WebhookEventType;
  /** The video it is about: the webhooks of its workspace receive it. */
  videoId: number;
  /** Names the event: the same key is delivered at most once per webhook. Absent: a new event. */
  key?: string;
  /** Who did it, as views key viewers (user:, link:, anon:, ip:); `data.viewer` names them. */
  viewerKey?: string | null;
  data?: Record<string, unknown>;
}

const baseUrl = () => appBaseUrl().replace(/\/+$/, "");

/** A private video is its creator's alone: only in their personal workspace do its events go out. */
const eventsLeaveVideo = or(
  ne(videos.visibility, "private"),
  eq(workspaces.personalFor, videos.userId),
);

/**
 * Whether any webhook would receive this event of the video, as a condition a statement can carry
 * (the watch beacon's, so a stored beacon costs no extra query when nobody listens).
 */
export function hasSubscribers(videoId: number | Placeholder, type: WebhookEventType): SQL {
  return sql`exists (select 1 from ${videos}
    join ${webhookEndpoints} on ${webhookEndpoints.workspaceId} = ${videos.workspaceId}
    join ${workspaces} on ${workspaces.id} = ${videos.workspaceId}
    where ${videos.id} = ${videoId}::bigint and ${type} = any(${webhookEndpoints.events})
      and ${eventsLeaveVideo})`;
}

/** The webhooks of the video's workspace that asked for this event, with the video's title. */
function subscribers(db: DbOrTx, videoId: number, type: WebhookEventType) {
  return db
    .select({
      endpointId: webhookEndpoints.id,
      workspaceId: videos.workspaceId,
      title: videos.title,
    })
    .from(videos)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.workspaceId, videos.workspaceId))
    .innerJoin(workspaces, eq(workspaces.id, videos.workspaceId))
    .where(
      and(eq(videos.id, videoId), sql`${type} = any(${webhookEndpoints.events})`, eventsLeaveVideo),
    );
}

/**
 * Queues the event for every webhook of the video's workspace that subscribed to it: one delivery
 * row each (a repeated key is skipped by the unique constraint) and its job, together. A workspace
 * without webhooks costs one indexed query. Call it inside the transaction of the change it
 * reports when there is one.
 */
export async function emitWorkspaceEvent(db: DbOrTx, event: WorkspaceEvent): Promise<void> {
  const endpoints = await subscribers(db, event.videoId, event.type);
  const first = endpoints[0];
  if (!first) return;
  const viewer = event.viewerKey ? await viewerOfKey(db, event.viewerKey) : undefined;
  const payload = {
    type: event.type,
    timestamp: new Date().toISOString(),
    data: {
      workspaceId: first.workspaceId,
      video: { id: event.videoId, title: first.title, url: `${baseUrl()}/video/${event.videoId}` },
      ...(viewer ? { viewer } : {}),
      ...event.data,
    },
  };
  const eventId = eventIdFor(event.key && `${event.type}:${event.key}`);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(webhookDeliveries)
      .values(
        endpoints.map(({ endpointId }) => ({
          endpointId,
          eventId,
          eventType: event.type,
          payload,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    await enqueueAll(
      tx,
      rows.map(({ id }) => deliveryJob(id)),
    );
  });
}

export const deliveryJob = (deliveryId: number): NewJob => ({
  kind: DELIVER_WEBHOOK,
  payload: { deliveryId },
  maxAttempts: DELIVERY_ATTEMPTS,
});

/** The share of the video a milestone stands for: 100 is `completionShare`, as "completed". */
const milestoneShare = (percent: number, completionShare: number) =>
  percent === 100 ? completionShare : percent / 100;

/**
 * Whether a session that went from `before` to `after` seconds watched passed a milestone: only
 * then can its viewer's best session have reached a new one (a viewer's milestones follow their
 * best session, and only this session grew).
 */
export function passedMilestone(
  { before, after, duration }: { before: number; after: number; duration: number },
  completionShare: number,
): boolean {
  return WEBHOOK_MILESTONES.some((percent) => {
    const at = milestoneShare(percent, completionShare) * duration;
    return before < at && after >= at;
  });
}

/**
 * `video.milestone` for each quarter this viewer has now watched, each once per viewer: the
 * viewer's best session decides, as in the funnel; 100 is `completionShare` of the video, the
 * insights' "completed". The beacon calls it only when `hasSubscribers` found a listener and its
 * session passed a milestone (`passedMilestone`).
 */
export async function emitViewerMilestones(
  db: DbOrTx,
  {
    videoId,
    viewerKey,
    completionShare,
  }: { videoId: number; viewerKey: string; completionShare: number },
): Promise<void> {
  const [row] = await db
    .select({ watched: max(watchSessions.watchedSeconds), duration: videos.duration })
    .from(videos)
    .leftJoin(
      watchSessions,
      and(eq(watchSessions.videoId, videos.id), eq(watchSessions.viewerKey, viewerKey)),
    )
    .where(eq(videos.id, videoId))
    .groupBy(videos.duration);
  const duration = row?.duration ?? 0;
  const watched = row?.watched ?? 0;
  for (const percent of WEBHOOK_MILESTONES) {
    if (duration <= 0 || watched < milestoneShare(percent, completionShare) * duration) break;
    const key = `${videoId}:${viewerKey}:${percent}`;
    await emitWorkspaceEvent(db, {
      type: "video.milestone",
      videoId,
      key,
      viewerKey,
      data: { percent },
    });
  }
}
