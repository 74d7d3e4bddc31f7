import "server-only";
import { and, asc, eq, or } from "drizzle-orm";
import { reactions, users, videos, type Reaction } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { notFound } from "@/lib/errors";
import { notifyReaction } from "@/lib/notifications/triggers";
import { enforceRateLimit } from "@/lib/rate-limit";
import { getVisibleVideoOrThrow, visibleTo, type VisibleVideoQuery } from "@/lib/videos/queries";
import type { ReactionEmoji, ReactionResponse, ReactionUser } from "./shared";
import type { CreateReactionInput } from "./schemas";

export const REACTION_NOT_FOUND = "Reaction not found";
export const REACTIONS_PER_MINUTE = 30;
export const REACTION_RATE_LIMITED =
  "You're reacting too fast. Please wait a minute and try again.";

const reactionUser = {
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
};

function toReactionResponse(reaction: Reaction, user: ReactionUser): ReactionResponse {
  return {
    id: reaction.id,
    videoId: reaction.videoId,
    userId: reaction.userId,
    emoji: reaction.emoji as ReactionEmoji,
    time: reaction.time,
    createdAt: reaction.createdAt.toISOString(),
    user,
  };
}

/** The reactions on a video the viewer may see, by time in the video. */
export async function listReactionsForViewer(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<ReactionResponse[]> {
  const { videoId } = query;
  await getVisibleVideoOrThrow(db, query);
  const rows = await db
    .select({ reaction: reactions, user: reactionUser })
    .from(reactions)
    .innerJoin(users, eq(users.id, reactions.userId))
    .where(eq(reactions.videoId, videoId))
    .orderBy(asc(reactions.time), asc(reactions.createdAt), asc(reactions.id));
  return rows.map((row) => toReactionResponse(row.reaction, row.user));
}

/** A signed-in user reacts at a moment of a video they may see; the time is clamped to its length. */
export async function createReaction(
  db: DbOrTx,
  {
    videoId,
    userId,
    unlock,
    input,
  }: { videoId: number; userId: string; unlock?: string; input: CreateReactionInput },
): Promise<ReactionResponse> {
  const { video } = await getVisibleVideoOrThrow(db, { videoId, viewerId: userId, unlock });
  await enforceRateLimit(db, {
    key: `reactions:create:${userId}`,
    limit: REACTIONS_PER_MINUTE,
    windowSeconds: 60,
    message: REACTION_RATE_LIMITED,
  });
  const time = video.duration > 0 ? Math.min(input.time, video.duration) : input.time;
  const [reaction] = await db
    .insert(reactions)
    .values({ videoId, userId, emoji: input.emoji, time })
    .returning();
  const [user] = await db.select(reactionUser).from(users).where(eq(users.id, userId)).limit(1);
  if (!reaction || !user) throw notFound(REACTION_NOT_FOUND, "reaction_not_found");
  await notifyReaction(db, {
    videoId,
    videoOwnerId: video.userId,
    reactionId: reaction.id,
    actorId: userId,
  });
  return toReactionResponse(reaction, user);
}

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
