import "server-only";
import { eq } from "drizzle-orm";
import { users, type Video } from "@/db/schema";
import type { Db } from "@/db/types";
import type { z } from "zod";
import type { viewCount } from "./view-responses";
import type { Caller } from "@/lib/auth/caller";
import { attributeViewer } from "./attribution";
import { authorDisplayName } from "@/lib/format/person-name";
import { enqueueFirstViewEmail } from "@/lib/mail/tracked-view-email";
import { addressKeyOf, countView } from "./views";
import { publishLive } from "@/lib/live/hub";
import { isBotRequest, isOwnSide } from "./real-viewer";

async function signedInName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? authorDisplayName(row) : null;
}

/**
 * POST /api/videos/{id}/view, sent by the player once playback passed VIEW_AFTER_PLAYED_SECONDS
 * (a page load is an open, opens.ts): counts the view (views.ts), never a known bot's, the
 * owner's or a workspace member's, and when it counted and the viewer
 * is someone the owner can name (a tracked link's recipient, or a signed-in user), tells the
 * owner's open tabs at once that they are watching; a tracked link's first view also emails the
 * owner (once per link, through the job queue).
 */
export async function countViewAndAlert(
  db: Db,
  {
    caller,
    headers,
    viewerId,
    video,
  }: {
    caller: Caller;
    headers: Headers;
    viewerId: string | null;
    video: Pick<Video, "id" | "userId" | "workspaceId" | "views" | "title">;
  },
): Promise<z.infer<typeof viewCount>> {
  // A scanner that plays, or a teammate trying the recipient's link, is not the audience.
  if (isBotRequest(headers) || (await isOwnSide(db, caller, video))) return { views: video.views };
  const who = await attributeViewer(db, { caller, headers, videoId: video.id });
  const { views, counted } = await countView(db, {
    video,
    viewerId,
    viewerKey: who.countKey,
    addressKey: addressKeyOf(caller, headers),
  });
  if (counted && who.linkId !== null) await enqueueFirstViewEmail(db, who.linkId);
  if (counted) {
    const viewer = (await who.recipient()) ?? (viewerId ? await signedInName(db, viewerId) : null);
    if (viewer) {
      await publishLive(db, video.userId, {
        kind: "watching",
        videoId: video.id,
        videoTitle: video.title,
        viewer,
        at: new Date().toISOString(),
      });
    }
  }
  return { views };
}
