import "server-only";
import { reactions, type Video } from "@/db/schema";
import { authorColumns, authorFields, authorKey, type Author } from "@/lib/comments/author";
import type { DbOrTx } from "@/db/types";
import { notFound } from "@/lib/errors";
import { notifyReaction } from "@/lib/notifications/create";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { ReactionResponse } from "./shared";
import type { CreateReactionInput } from "./schemas";
import { REACTION_NOT_FOUND } from "./queries";
import { toReactionResponse } from "./serialize";

export const REACTIONS_PER_MINUTE = 30;
export const REACTION_RATE_LIMITED =
  "You're reacting too fast. Please wait a minute and try again.";

/**
 * A signed-in user, or a viewer from the video's email gate, reacts at a moment of a video they
 * may watch (the route checked it); the time is clamped to its length.
 */
export async function createReaction(
  db: DbOrTx,
  {
    video,
    author,
    input,
  }: {
    video: Pick<Video, "id" | "userId" | "duration">;
    author: Author;
    input: CreateReactionInput;
  },
): Promise<ReactionResponse> {
  const videoId = video.id;
  const who = authorKey(author);
  await enforceRateLimit(db, {
    key: `reactions:create:${who}`,
    limit: REACTIONS_PER_MINUTE,
    windowSeconds: 60,
    message: REACTION_RATE_LIMITED,
  });
  const time = video.duration > 0 ? Math.min(input.time, video.duration) : input.time;
  const [reaction] = await db
    .insert(reactions)
    .values({ videoId, ...authorColumns(author), emoji: input.emoji, time })
    .returning();
  const user = await authorFields(db, author);
  if (!reaction || !user) throw notFound(REACTION_NOT_FOUND, "reaction_not_found");
  await notifyReaction(db, {
    videoId,
    videoOwnerId: video.userId,
    reactionId: reaction.id,
    actor: author,
  });
  return toReactionResponse(reaction, user);
}
