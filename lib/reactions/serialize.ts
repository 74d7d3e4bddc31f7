import "server-only";
import type { Reaction } from "@/db/schema";
import { author } from "@/lib/comments/serialize";
import type { ReactionEmoji, ReactionResponse, ReactionUser } from "./shared";

/** The reacting user's columns (a gated viewer's name), as a comment's author's. */
export const reactionUser = author;

const NO_NAME: ReactionUser = { firstName: null, lastName: null, profileImageUrl: null };

/** `user` is null when every author column is (left joins): a user without name or picture. */
export function toReactionResponse(
  reaction: Reaction,
  user: ReactionUser | null,
): ReactionResponse {
  return {
    id: reaction.id,
    videoId: reaction.videoId,
    // Empty for a gated viewer's reaction (they have no account).
    userId: reaction.userId ?? "",
    emoji: reaction.emoji as ReactionEmoji,
    time: reaction.time,
    createdAt: reaction.createdAt.toISOString(),
    user: user ?? NO_NAME,
  };
}
