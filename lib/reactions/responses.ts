import { z } from "zod";
import { authorResponse } from "@/lib/comments/responses";
import { REACTION_EMOJIS } from "./shared";

/** The reaction object (docs/api.md#the-reaction-object). */
export const reactionResponse = z.strictObject({
  id: z.number().int(),
  videoId: z.number().int(),
  userId: z.string().describe("The reacting account; empty for an email-gate viewer's reaction"),
  emoji: z.enum(REACTION_EMOJIS),
  time: z.number().describe("Seconds into the video"),
  createdAt: z.iso.datetime(),
  user: authorResponse,
});

/** GET /api/videos/{id}/reactions: by time in the video, the newest 1000 at most. */
export const reactionsResponse = z.array(reactionResponse);

export type ReactionUser = z.infer<typeof authorResponse>;
export type ReactionResponse = z.infer<typeof reactionResponse>;
