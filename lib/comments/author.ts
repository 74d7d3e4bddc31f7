import "server-only";
import { eq } from "drizzle-orm";
import { gatedViewers, users } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { gatedViewerKey } from "@/lib/audience/link-token";
import { forbidden, unauthorized, withHeaders } from "@/lib/errors";
import type { Video } from "@/db/schema";
import { addressHashOf } from "@/lib/audience/views";
import { createGuest, type GuestIdentity } from "./guest";
import { GUEST_COMMENTS_OFF } from "./shared";
import { forgetViewerPassHeaders, lockCookiesOf } from "@/lib/access/rules/cookies";
import { storedGatedViewerOf } from "@/lib/audience/gated-viewer";
import type { CommentAuthor } from "./schemas";

/** Who writes a comment or reaction: a signed-in user, or a viewer from the video's email gate. */
export type Author = { userId: string } | { gatedViewerId: number };

/** Who the request says the author is, and the answer's cookie when a guest was just created. */
export interface AuthorOfRequest {
  author: Author;
  /** The new guest's viewer cookie, for the answer to set. */
  viewerPass?: string;
}

/**
 * The caller as an author on this video: their account; else the viewer the video's viewer cookie
 * names (from the email gate, or a guest who commented before), while still stored (checked like a
 * session cookie against cross-site requests); else, when the body gives a `guestName`, a new guest
 * of the video under that name; else 401 as before, forgetting a cookie that names no one (an
 * erased viewer's). Without an account nobody writes on a video whose owner turned guests off.
 */
export async function authorOf(
  db: DbOrTx,
  {
    viewerId,
    headers,
    assertSameOrigin,
  }: { viewerId: string | null; headers: Headers; assertSameOrigin: () => void },
  video: Pick<Video, "id" | "guestComments">,
  guest: GuestIdentity = {},
): Promise<AuthorOfRequest> {
  if (viewerId) return { author: { userId: viewerId } };
  const videoId = video.id;
  const gated = await storedGatedViewerOf(db, headers, videoId);
  if (gated || guest.guestName) {
    assertSameOrigin();
    if (!video.guestComments) throw forbidden(GUEST_COMMENTS_OFF, "guest_comments_off");
  }
  if (gated) return { author: { gatedViewerId: gated.id } };
  if (guest.guestName) {
    const created = await createGuest(db, {
      videoId,
      addressKey: addressHashOf(headers),
      identity: { ...guest, guestName: guest.guestName },
    });
    return { author: { gatedViewerId: created.gatedViewerId }, viewerPass: created.viewerPass };
  }
  const held = lockCookiesOf(headers, videoId).viewerPass !== undefined;
  throw held
    ? withHeaders(unauthorized(), forgetViewerPassHeaders(headers, videoId))
    : unauthorized();
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
