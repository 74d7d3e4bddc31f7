import "server-only";
import { trackedLinks } from "@/db/schema";
import type { Db } from "@/db/types";
import { assertAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import type { IncomingBody } from "@/lib/http/incoming-body";
import { enforceRateLimit } from "@/lib/rate-limit";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { readBulkRecipients } from "./bulk-recipients";
import { emailSnippet } from "./email-snippet";
import { linkGifUrl } from "./link-snippet";
import { newLinkSecret, trackedLinkUrl } from "./link-token";

/** Bulk requests one owner may make an hour: each makes up to 500 links. */
const BULK_REQUESTS_PER_HOUR = 30;

export interface BulkLink {
  id: number;
  recipientName: string;
  url: string;
  gifUrl: string;
  snippet: { html: string; text: string };
}

/**
 * POST /api/videos/{id}/links/bulk: a link per recipient of a list (JSON or CSV), all made in one
 * statement or none (a bad row is reported and nothing is created), each with its URL, its own
 * preview GIF and its email snippet, for mail-merge and sequencing tools.
 */
export async function createBulkLinks(
  db: Db,
  input: { videoId: number; userId: string; origin: string; body: IncomingBody },
): Promise<{ links: BulkLink[] }> {
  const { video } = await getOwnedVideoOrThrow(db, input);
  await assertAdvancedAnalytics(db, video);
  await enforceRateLimit(db, {
    key: `links-bulk:${input.userId}`,
    limit: BULK_REQUESTS_PER_HOUR,
    windowSeconds: 3600,
    message: "Too many link lists this hour. Please try again later.",
  });
  const recipients = await readBulkRecipients(input.body);
  const made = recipients.map((link) => ({ link, ...newLinkSecret() }));
  const rows = await db
    .insert(trackedLinks)
    .values(
      made.map(({ link, tokenHash, tokenSealed }) => ({
        videoId: video.id,
        tokenHash,
        tokenSealed,
        ...link,
      })),
    )
    .returning({ id: trackedLinks.id, tokenHash: trackedLinks.tokenHash });
  const idOf = new Map(rows.map((row) => [row.tokenHash, row.id]));
  const links = made.map(({ link, token, tokenHash }) => {
    const url = trackedLinkUrl(input.origin, video.id, token);
    const gifUrl = linkGifUrl(input.origin, token);
    const snippet = emailSnippet({ ...video, url, gifUrl });
    const id = idOf.get(tokenHash);
    if (id === undefined) throw new Error("bulk link not stored");
    return { id, recipientName: link.recipientName, url, gifUrl, snippet };
  });
  return { links };
}
