import "server-only";
import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { notifications, videos } from "@/db/schema";
import { sharedWith } from "@/lib/access/rules/visibility";

/**
 * Whether a notification (joined with its video) still reaches its recipient: the owner always;
 * anyone else while the video is shared with them (public, or workspace and still a member), not expired, and has no password or still the password
 * of when it happened (a new or changed password voids the unlocks of that time). Listing and the
 * email sent later both ask it, so access lost after the event stops both.
 */
export function notificationReaches(): SQL {
  return or(
    eq(videos.userId, notifications.userId),
    and(
      sharedWith(notifications.userId),
      or(isNull(videos.expiresAt), gt(videos.expiresAt, sql`now()`)),
      or(isNull(videos.passwordHash), eq(videos.passwordVersion, notifications.passwordVersion)),
    ),
  ) as SQL;
}
