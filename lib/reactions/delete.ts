import "server-only";
import { and, eq, or } from "drizzle-orm";
import { reactions, videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { notFound } from "@/lib/errors";
import { REACTION_NOT_FOUND } from "./queries";
import { visibleTo } from "@/lib/access/rules/visibility";

/**
 * Deletes a reaction for its author or the video's owner, on a video the caller may still see;
 * anything else is not found.
 */
export async function deleteReaction(
  db: DbOrTx,
  { reactionId, userId }: { reactionId: number; userId: string },
): Promise<void> {
  const [target] = await db
    .select({ id: reactions.id })
    .from(reactions)
    .innerJoin(videos, eq(videos.id, reactions.videoId))
    .where(
      and(
        eq(reactions.id, reactionId),
        visibleTo(userId),
        or(eq(reactions.userId, userId), eq(videos.userId, userId)),
      ),
    )
    .limit(1);
  if (!target) throw notFound(REACTION_NOT_FOUND, "reaction_not_found");
  await db.delete(reactions).where(eq(reactions.id, target.id));
}
