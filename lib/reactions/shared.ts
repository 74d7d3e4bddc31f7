/** The reactions a viewer may leave (issue 14), in bar order; plain so client code can import it. */
export const REACTION_EMOJIS = ["👍", "❤️", "😂", "😮", "🎉", "👏"] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

export interface ReactionUser {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** What the API answers for a reaction. */
export interface ReactionResponse {
  id: number;
  videoId: number;
  userId: string;
  emoji: ReactionEmoji;
  time: number;
  createdAt: string;
  user: ReactionUser;
}
