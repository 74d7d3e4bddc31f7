import "server-only";
import { eq } from "drizzle-orm";
import { gatedViewers, users } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { gatedViewerKey } from "@/lib/audience/link-token";
import { unauthorized } from "@/lib/errors";
import { gatedViewerOf } from "@/lib/access/rules/cookies";
import type { CommentAuthor } from "./schemas";

/** Who writes a comment or reaction: a signed-in user, or a viewer from the video's email gate. */
export type Author = { userId: string } | { gatedViewerId: number };

/**
 * The caller as an author on this video: their account, else the viewer cookie the email gate
 * set for it (checked like a session cookie against cross-site requests); else 401 as before.
 */
export function authorOf(
  {
    viewerId,
    headers,
    assertSameOrigin,
  }: { viewerId: string | null; headers: Headers; assertSameOrigin: () => void },
  videoId: number,
): Author {
  if (viewerId) return { userId: viewerId };
  const gatedViewerId = gatedViewerOf(headers, videoId);
  if (gatedViewerId === null) throw unauthorized();
  assertSameOrigin();
  return { gatedViewerId };
}

/** The key an author's rate limits count under: the account, or the gated viewer's key. */
export const authorKey = (who: Author): string =>
  "userId" in who ? who.userId : gatedViewerKey(who.gatedViewerId);

/** The author columns of a row (exactly one set), for an insert. */
export const authorColumns = (who: Author) =>
  "userId" in who
    ? { userId: who.userId, gatedViewerId: null }
    : { userId: null, gatedViewerId: who.gatedViewerId };

/** The author's public fields, as the lists answer them (a gated viewer's name, else 'Guest'). */
export async function authorFields(db: DbOrTx, who: Author): Promise<CommentAuthor | null> {
  if ("userId" in who) {
    const [user] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.image,
      })
      .from(users)
      .where(eq(users.id, who.userId))
      .limit(1);
    return user ?? null;
  }
  const [viewer] = await db
    .select({ name: gatedViewers.name })
    .from(gatedViewers)
    .where(eq(gatedViewers.id, who.gatedViewerId))
    .limit(1);
  return viewer
    ? { firstName: viewer.name ?? "Guest", lastName: null, profileImageUrl: null }
    : null;
}
