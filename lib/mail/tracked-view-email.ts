import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { trackedLinks, users, videos } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { recipientLabel } from "@/lib/format/person-name";
import { enqueue } from "@/lib/jobs/enqueue";
import type { JobOf } from "@/lib/jobs/kinds";
import { trackedViewEmail } from "./compose";
import { EMAIL_MAX_ATTEMPTS } from "./jobs";
import { wantsEmail } from "./preferences";
import type { MailSettings } from "./settings";
import { signUnsubscribe } from "./unsubscribe-token";

export const TRACKED_VIEW_EMAIL = "tracked-view-email";

/**
 * Queues the owner's email about a tracked link's first view, once per link: marking the link and
 * queueing the job happen together, and the mark is conditional, so concurrent views queue one.
 */
export async function enqueueFirstViewEmail(db: DbOrTx, linkId: number): Promise<void> {
  const [marked] = await db
    .update(trackedLinks)
    .set({ firstViewNotifiedAt: new Date() })
    .where(and(eq(trackedLinks.id, linkId), isNull(trackedLinks.firstViewNotifiedAt)))
    .returning({ videoId: trackedLinks.videoId });
  if (!marked) return;
  await enqueue(
    db,
    TRACKED_VIEW_EMAIL,
    { linkId },
    { videoId: marked.videoId, maxAttempts: EMAIL_MAX_ATTEMPTS },
  );
}

/** Sends it, checked again at send time: nothing when the link or video is gone or the kind is off. */
export async function sendTrackedViewEmail(
  db: Db,
  settings: MailSettings,
  job: JobOf<typeof TRACKED_VIEW_EMAIL>,
): Promise<void> {
  const { linkId } = job.payload;
  const [row] = await db
    .select({
      recipientName: trackedLinks.recipientName,
      company: trackedLinks.company,
      video: { id: videos.id, title: videos.title },
      owner: { id: users.id, email: users.email },
    })
    .from(trackedLinks)
    .innerJoin(videos, eq(videos.id, trackedLinks.videoId))
    .innerJoin(users, eq(users.id, videos.userId))
    .where(eq(trackedLinks.id, linkId))
    .limit(1);
  if (!row?.owner.email) return;
  if (!(await wantsEmail(db, row.owner.id, "trackedViews"))) return;
  const envelope = {
    baseUrl: settings.baseUrl,
    to: row.owner.email,
    kind: "trackedViews" as const,
    unsubscribeToken: signUnsubscribe(settings.secret, {
      userId: row.owner.id,
      kind: "trackedViews",
    }),
  };
  const recipient = recipientLabel(row);
  await settings.mailer.send(trackedViewEmail(envelope, { recipient, video: row.video }));
}
