/** The reactions a viewer may leave (issue 14), in bar order; plain so client code can import it. */
export const REACTION_EMOJIS = ["👍", "❤️", "😂", "😮", "🎉", "👏"] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

export type { ReactionResponse, ReactionUser } from "./responses";
