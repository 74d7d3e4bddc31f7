import "server-only";
import { asc, eq } from "drizzle-orm";
import { reactions, users } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { ReactionResponse } from "./shared";
import { reactionUser, toReactionResponse } from "./serialize";

export const REACTION_NOT_FOUND = "Reaction not found";

/** The reactions on a video the viewer may watch (the route checked it), by time in the video. */
export async function listReactions(db: DbOrTx, videoId: number): Promise<ReactionResponse[]> {
  const rows = await db
    .select({ reaction: reactions, user: reactionUser })
    .from(reactions)
    .innerJoin(users, eq(users.id, reactions.userId))
    .where(eq(reactions.videoId, videoId))
    .orderBy(asc(reactions.time), asc(reactions.createdAt), asc(reactions.id));
  return rows.map((row) => toReactionResponse(row.reaction, row.user));
}
