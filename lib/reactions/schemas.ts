import "server-only";
import { z } from "zod";
import { guestFields } from "@/lib/comments/guest";
import { REACTION_EMOJIS } from "./shared";

/** POST /api/videos/{id}/reactions */
export const createReactionSchema = z.object({
  emoji: z.enum(REACTION_EMOJIS, { error: `must be one of ${REACTION_EMOJIS.join(" ")}` }),
  time: z.number({ error: "must be a number of seconds" }).finite().min(0).max(1e7),
  ...guestFields,
});
export type CreateReactionInput = z.infer<typeof createReactionSchema>;

export const reactionIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
