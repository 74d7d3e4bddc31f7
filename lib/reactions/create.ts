import "server-only";
import { eq } from "drizzle-orm";
import { reactions, users, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { notFound } from "@/lib/errors";
import { notifyReaction } from "@/lib/notifications/create";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { ReactionResponse } from "./shared";
import type { CreateReactionInput } from "./schemas";
import { REACTION_NOT_FOUND } from "./queries";
import { reactionUser, toReactionResponse } from "./serialize";

export const REACTIONS_PER_MINUTE = 30;
export const REACTION_RATE_LIMITED =
  "You're reacting too fast. Please wait a minute and try again.";

/**
 * A signed-in user reacts at a moment of a video they may watch (the route checked it); the time
 * is clamped to its length.
 */
export async function createReaction(
  db: DbOrTx,
  {
    video,
    userId,
    input,
  }: {
    video: Pick<Video, "id" | "userId" | "duration">;
    userId: string;
    input: CreateReactionInput;
  },
): Promise<ReactionResponse> {
  const videoId = video.id;
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
