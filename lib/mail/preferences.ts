import "server-only";
import { eq, sql } from "drizzle-orm";
import { emailPreferences } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { DEFAULT_EMAIL_PREFERENCES, type EmailKind, type EmailPreferences } from "./shared";

/** GET /api/settings/notifications: the user's choices, defaults where they made none. */
export async function getEmailPreferences(
  db: DbOrTx,
  { userId }: { userId: string },
): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      comments: emailPreferences.comments,
      replies: emailPreferences.replies,
      trackedViews: emailPreferences.trackedViews,
      digest: emailPreferences.digest,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId))
    .limit(1);
  return row ?? { ...DEFAULT_EMAIL_PREFERENCES };
}

/** PATCH /api/settings/notifications (and unsubscribe): changes only the kinds given. */
export async function updateEmailPreferences(
  db: DbOrTx,
  { userId, changes }: { userId: string; changes: Partial<EmailPreferences> },
): Promise<EmailPreferences> {
  const [row] = await db
    .insert(emailPreferences)
    .values({ ...DEFAULT_EMAIL_PREFERENCES, ...changes, userId })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning({
      comments: emailPreferences.comments,
      replies: emailPreferences.replies,
      trackedViews: emailPreferences.trackedViews,
      digest: emailPreferences.digest,
    });
  return row ?? (await getEmailPreferences(db, { userId }));
}

/** Whether the user wants this kind of email now (checked when the email is sent). */
export async function wantsEmail(db: DbOrTx, userId: string, kind: EmailKind): Promise<boolean> {
  return (await getEmailPreferences(db, { userId }))[kind];
}
