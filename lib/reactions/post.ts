import "server-only";
import type { DbOrTx } from "@/db/types";
import { authorOf } from "@/lib/comments/author";
import { created, type AuthoredVideo, type AuthorRequest } from "@/lib/comments/post";
import { createReaction } from "./create";
import type { CreateReactionInput } from "./schemas";

/** POST /api/videos/{id}/reactions: the author (account, gated viewer or new guest) reacts. */
export async function postReaction(
  db: DbOrTx,
  request: AuthorRequest,
  video: AuthoredVideo,
  input: CreateReactionInput,
): Promise<Response> {
  const { author, viewerPass } = await authorOf(db, request, video, input);
  const reaction = await createReaction(db, { video, author, input });
  return created(reaction, request, video.id, viewerPass);
}
