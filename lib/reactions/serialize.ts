import "server-only";
import { users, type Reaction } from "@/db/schema";
import type { ReactionEmoji, ReactionResponse, ReactionUser } from "./shared";

/** The reacting user's columns a reaction is answered with. */
export const reactionUser = {
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
};

export function toReactionResponse(reaction: Reaction, user: ReactionUser): ReactionResponse {
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
