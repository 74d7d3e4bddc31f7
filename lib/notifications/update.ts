import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { notifications } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { countUnread } from "./queries";

/** POST /api/notifications/read: the given ones (the user's own only), or all of them. */
export async function markNotificationsRead(
  db: DbOrTx,
  { userId, ids }: { userId: string; ids: number[] | "all" },
): Promise<{ unreadCount: number }> {
  if (ids === "all" || ids.length > 0) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids === "all" ? undefined : inArray(notifications.id, ids),
        ),
      );
  }
  return { unreadCount: await countUnread(db, userId) };
}
