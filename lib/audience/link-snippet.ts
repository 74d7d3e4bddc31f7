import "server-only";
import { and, eq } from "drizzle-orm";
import { trackedLinks } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { ApiError, notFound } from "@/lib/errors";
import { assertAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { emailSnippet } from "./email-snippet";
import { openLinkToken, trackedLinkUrl } from "./link-token";
import { LINK_NOT_FOUND } from "./links";

export const LINK_REVOKED = "This link was revoked: make a new one for this recipient.";
export const LINK_NOT_COPYABLE =
  "This link was made before links could be copied again: make a new one for this recipient.";

/** A tracked link's own preview GIF (the recipient's first name on its first frame). */
export const linkGifUrl = (origin: string, token: string) =>
  `${origin}/api/links/${token}/preview.gif`;

/** The video's preview GIF, for a plain share link. */
export const videoGifUrl = (origin: string, videoId: number) =>
  `${origin}/api/videos/${videoId}/preview.gif`;

/**
 * GET /api/videos/{id}/email-snippet?link=: the owner's email markup for the video's share link,
 * or for one of its tracked links (its own URL and GIF, read back from the sealed token).
 */
export async function getEmailSnippet(
  db: DbOrTx,
  {
    videoId,
    userId,
    linkId,
    origin,
  }: { videoId: number; userId: string; linkId?: number; origin: string },
): Promise<{ html: string; text: string }> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  let url = `${origin}/video/${video.id}`;
  let gifUrl = videoGifUrl(origin, video.id);
  if (linkId !== undefined) {
    await assertAdvancedAnalytics(db, video);
    const [link] = await db
      .select({ revokedAt: trackedLinks.revokedAt, tokenSealed: trackedLinks.tokenSealed })
      .from(trackedLinks)
      .where(and(eq(trackedLinks.id, linkId), eq(trackedLinks.videoId, video.id)));
    if (!link) throw notFound(LINK_NOT_FOUND, "link_not_found");
    if (link.revokedAt) throw new ApiError(410, LINK_REVOKED, { code: "link_revoked" });
    const token = openLinkToken(link.tokenSealed);
    if (!token) throw new ApiError(409, LINK_NOT_COPYABLE, { code: "link_not_copyable" });
    url = trackedLinkUrl(origin, video.id, token);
    gifUrl = linkGifUrl(origin, token);
  }
  return emailSnippet({
    title: video.title,
    duration: video.duration,
    url,
    gifUrl,
    width: video.width,
    height: video.height,
  });
}
