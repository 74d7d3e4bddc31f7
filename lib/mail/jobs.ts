import "server-only";
import { and, count, desc, eq, gt, isNull, lt, lte, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  comments,
  emailPreferences,
  gatedViewers,
  notifications,
  users,
  videos,
  videoViews,
  type Notification,
} from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { enqueueAll } from "@/lib/jobs/enqueue";
import type { JobOf } from "@/lib/jobs/kinds";
import { authorDisplayName, gatedViewerNameFor } from "@/lib/format/person-name";
import { commentEmail, digestEmail, type EmailBranding } from "./compose";
import { wantsEmail } from "./preferences";
import type { MailSettings } from "./settings";
import { notificationReaches } from "./notification-reach";
import { signUnsubscribe } from "./unsubscribe-token";

export const NOTIFICATION_EMAIL = "notification-email";
export const DIGEST_EMAIL = "digest-email";
/** SMTP outages are usually short: five tries over about 1.5 hours at the default backoff. */
export const EMAIL_MAX_ATTEMPTS = 5;

/** The displayed branding of a video's workspace (custom branding), given by the worker. */
export type BrandingLookup = (db: Db, videoId: number) => Promise<EmailBranding | null>;

/** The notification kinds that are also emailed, and the preference that governs each. */
const EMAILED: Partial<Record<Notification["kind"], "comments" | "replies">> = {
  comment: "comments",
  reply: "replies",
};

/**
 * Queues one email per comment or reply notification (never sent in the request). Each job
 * belongs to the video, so deleting the video drops its unsent emails.
 */
export async function enqueueNotificationEmails(
  db: DbOrTx,
  rows: { id: number; kind: Notification["kind"]; videoId: number }[],
): Promise<void> {
  const emailed = rows.filter((row) => EMAILED[row.kind]);
  if (emailed.length === 0) return;
  await enqueueAll(
    db,
    emailed.map((row) => ({
      kind: NOTIFICATION_EMAIL,
      videoId: row.videoId,
      payload: { notificationId: row.id },
      maxAttempts: EMAIL_MAX_ATTEMPTS,
    })),
  );
}

const recipients = alias(users, "recipients");
const actors = alias(users, "actors");

/**
 * Sends the email of one notification, checked again at send time: nothing when the notification,
 * video or comment is gone, the recipient may no longer see the video, or turned the kind off.
 */
export async function sendNotificationEmail(
  db: Db,
  settings: MailSettings,
  job: JobOf<typeof NOTIFICATION_EMAIL>,
  brandingFor?: BrandingLookup,
): Promise<void> {
  const { notificationId } = job.payload;
  const [row] = await db
    .select({
      kind: notifications.kind,
      recipient: { id: recipients.id, email: recipients.email },
      actor: { firstName: actors.firstName, lastName: actors.lastName },
      gatedActor: { name: gatedViewers.name, email: gatedViewers.email },
      video: {
        id: videos.id,
        title: videos.title,
        ownerId: videos.userId,
      },
      comment: {
        content: comments.content,
        timestamp: comments.timestamp,
        deletedAt: comments.deletedAt,
      },
    })
    .from(notifications)
    .innerJoin(recipients, eq(recipients.id, notifications.userId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(gatedViewers, eq(gatedViewers.id, notifications.actorGatedViewerId))
    .innerJoin(videos, eq(videos.id, notifications.videoId))
    .innerJoin(comments, eq(comments.id, notifications.commentId))
    .where(and(eq(notifications.id, notificationId), notificationReaches()))
    .limit(1);
  const kind = row && EMAILED[row.kind];
  if (!row || !kind || !row.recipient.email || row.comment.deletedAt !== null) return;
  if (!(await wantsEmail(db, row.recipient.id, kind))) return;
  const envelope = {
    baseUrl: settings.baseUrl,
    to: row.recipient.email,
    kind,
    unsubscribeToken: signUnsubscribe(settings.secret, { userId: row.recipient.id, kind }),
    branding: brandingFor ? await brandingFor(db, row.video.id) : null,
  };
  await settings.mailer.send(
    commentEmail(envelope, {
      kind,
      actorName: row.gatedActor
        ? gatedViewerNameFor(row.gatedActor, row.recipient.id === row.video.ownerId)
        : authorDisplayName(row.actor),
      video: { id: row.video.id, title: row.video.title },
      comment: { content: row.comment.content, timestamp: row.comment.timestamp },
    }),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner's videos viewed in (since, until], most viewed first; their own views don't count. */
export async function viewsForDigest(
  db: DbOrTx,
  { userId, since, until }: { userId: string; since: Date; until: Date },
): Promise<{ id: number; title: string; views: number }[]> {
  const views = count(videoViews.id);
  return db
    .select({ id: videos.id, title: videos.title, views })
    .from(videoViews)
    .innerJoin(videos, eq(videos.id, videoViews.videoId))
    .where(
      and(
        eq(videos.userId, userId),
        gt(videoViews.viewedAt, since),
        lte(videoViews.viewedAt, until),
        ne(videoViews.viewerKey, `user:${userId}`),
      ),
    )
    .groupBy(videos.id, videos.title)
    .orderBy(desc(views), videos.title)
    .limit(50);
}

/** The digest of one owner for the day before the job was queued; nothing when nobody watched. */
export async function sendDigestEmail(
  db: Db,
  settings: MailSettings,
  job: JobOf<typeof DIGEST_EMAIL>,
): Promise<void> {
  const { userId } = job.payload;
  const until = new Date(job.payload.until);
  if (!(await wantsEmail(db, userId, "digest"))) return;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.email) return;
  const viewed = await viewsForDigest(db, {
    userId,
    since: new Date(until.getTime() - DAY_MS),
    until,
  });
  if (viewed.length === 0) return;
  const envelope = {
    baseUrl: settings.baseUrl,
    to: user.email,
    kind: "digest" as const,
    unsubscribeToken: signUnsubscribe(settings.secret, { userId, kind: "digest" }),
  };
  await settings.mailer.send(digestEmail(envelope, { videos: viewed }));
}

/**
 * Hourly maintenance: queues today's digest for every user who wants one and has none yet today
 * (UTC). Marking the day and queueing the job happen in one transaction, and the mark is a
 * conditional update, so concurrent workers queue each digest once.
 */
export async function scheduleDigests(db: Db, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(emailPreferences)
      .set({ lastDigestOn: today })
      .where(
        and(
          eq(emailPreferences.digest, true),
          or(isNull(emailPreferences.lastDigestOn), lt(emailPreferences.lastDigestOn, today)),
        ),
      )
      .returning({ userId: emailPreferences.userId });
    const userIds = due.map((row) => row.userId);
    if (userIds.length > 0) {
      await enqueueAll(
        tx,
        userIds.map((userId) => ({
          kind: DIGEST_EMAIL,
          payload: { userId, until: now.toISOString() },
          maxAttempts: EMAIL_MAX_ATTEMPTS,
        })),
      );
    }
    return userIds.length;
  });
}
