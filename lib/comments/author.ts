import "server-only";
import { eq } from "drizzle-orm";
import { gatedViewers, users } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { gatedViewerKey } from "@/lib/audience/link-token";
import { unauthorized, withHeaders } from "@/lib/errors";
import { forgetViewerPassHeaders, lockCookiesOf } from "@/lib/access/rules/cookies";
import { storedGatedViewerOf } from "@/lib/audience/gated-viewer";
import type { CommentAuthor } from "./schemas";

/** Who writes a comment or reaction: a signed-in user, or a viewer from the video's email gate. */
export type Author = { userId: string } | { gatedViewerId: number };

/**
 * The caller as an author on this video: their account, else the gated viewer the email gate's
 * cookie names, while still stored (checked like a session cookie against cross-site requests);
 * else 401 as before, forgetting a cookie that names no one (an erased viewer's).
 */
export async function authorOf(
  db: DbOrTx,
  {
    viewerId,
    headers,
    assertSameOrigin,
  }: { viewerId: string | null; headers: Headers; assertSameOrigin: () => void },
  videoId: number,
): Promise<Author> {
  if (viewerId) return { userId: viewerId };
  const gated = await storedGatedViewerOf(db, headers, videoId);
  if (!gated) {
    const held = lockCookiesOf(headers, videoId).viewerPass !== undefined;
    throw held
      ? withHeaders(unauthorized(), forgetViewerPassHeaders(headers, videoId))
      : unauthorized();
  }
  assertSameOrigin();
  return { gatedViewerId: gated.id };
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
