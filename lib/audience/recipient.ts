import "server-only";
import type { DbOrTx } from "@/db/types";
import { ApiError } from "@/lib/errors";
import { requestOrigin } from "@/lib/http/proxy-headers";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import { linkViewerKey } from "./link-token";
import { isBotRequest } from "./real-viewer";
import { lockCookiesOf } from "@/lib/access/rules/cookies";
import { findActiveLink, LINK_NOT_FOUND } from "./links";
import { recipientCookieHeader } from "./recipient-cookie";
import type { RecipientGreeting } from "./shared";
import { getVideoForViewerOrThrow } from "@/lib/access/video-for-viewer";

/**
 * POST /api/videos/{id}/recipient: a live token of this video answers the greeting and the
 * cookie that attributes the browser; anything else is 404 and forgets an earlier cookie, so a
 * revoked link stops attributing at once.
 */
export async function claimRecipientLink(
  db: DbOrTx,
  {
    headers,
    viewerId,
    videoId,
    token,
  }: { headers: Headers; viewerId: string | null; videoId: number; token: string },
): Promise<{ greeting: RecipientGreeting; cookie: string }> {
  // The token passes the email gate here, before its cookie exists; nothing else that closes it.
  const cookies = { ...lockCookiesOf(headers, videoId), recipient: token };
  await getVideoForViewerOrThrow(db, { videoId, viewerId, ...cookies });
  const secure = requestOrigin(headers).startsWith("https:");
  const link = await findActiveLink(db, { videoId, token });
  if (!link) {
    throw new ApiError(404, LINK_NOT_FOUND, {
      code: "link_not_found",
      headers: { "Set-Cookie": recipientCookieHeader(videoId, null, secure) },
    });
  }
  // Once per link: the first time its recipient is known to be there (a scanner that runs the
  // page's script is not them).
  const viewerKey = linkViewerKey(link.id);
  if (!isBotRequest(headers))
    await emitWorkspaceEvent(db, { type: "viewer.identified", videoId, key: viewerKey, viewerKey });
  return {
    greeting: { recipientName: link.recipientName, note: link.note },
    cookie: recipientCookieHeader(videoId, token, secure),
  };
}
