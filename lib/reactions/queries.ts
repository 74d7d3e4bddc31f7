import "server-only";
import { desc, eq } from "drizzle-orm";
import { gatedViewers, reactions, users, type Reaction } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { ReactionResponse } from "./shared";
import { reactionUser, toReactionResponse } from "./serialize";

export const REACTION_NOT_FOUND = "Reaction not found";

/** Reactions answered for one video at most: the newest this many (each viewer may add 30 a minute). */
export const MAX_REACTIONS_LISTED = 1000;

const byTimeInVideo = (a: Reaction, b: Reaction) =>
  a.time - b.time || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/**
 * The reactions on a video the viewer may watch (the route checked it), by time in the video: the
 * newest MAX_REACTIONS_LISTED of them, so the answer stays bounded and a new reaction always shows.
 */
export async function listReactions(db: DbOrTx, videoId: number): Promise<ReactionResponse[]> {
  const rows = await db
    .select({ reaction: reactions, user: reactionUser })
    .from(reactions)
    .leftJoin(users, eq(users.id, reactions.userId))
    .leftJoin(gatedViewers, eq(gatedViewers.id, reactions.gatedViewerId))
    .where(eq(reactions.videoId, videoId))
    .orderBy(desc(reactions.createdAt), desc(reactions.id))
    .limit(MAX_REACTIONS_LISTED);
  return rows
    .sort((a, b) => byTimeInVideo(a.reaction, b.reaction))
    .map((row) => toReactionResponse(row.reaction, row.user));
}
