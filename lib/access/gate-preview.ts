import "server-only";
import { and, eq } from "drizzle-orm";
import { users, videos, workspaces } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { authorDisplayName } from "@/lib/format/person-name";
import { mediaUrl } from "@/lib/videos/media-keys";
import type { GatePreview } from "@/lib/videos/shared";
import { visibleTo } from "./rules/visibility";

/**
 * What the email gate shows of the video it closes: the title, the thumbnail (the lists' URL, which
 * the media route serves past the gate) and who sent it. Nothing else is read, so nothing else can
 * reach a viewer who has not given an email: no media URL, description, transcript or branding.
 * A personal workspace is not named: its name ("Personal") tells the viewer nothing.
 * Read with the visibility rule again: a video made private since the lock check shows nothing.
 */
export async function findGatePreview(
  db: DbOrTx,
  { videoId, viewerId }: { videoId: number; viewerId: string | null },
): Promise<GatePreview | null> {
  const [row] = await db
    .select({
      title: videos.title,
      // The fields a media URL's version is made of; only the URL leaves this function.
      media: {
        originalKey: videos.originalKey,
        remuxedKey: videos.remuxedKey,
        mp4Key: videos.mp4Key,
        thumbnailKey: videos.thumbnailKey,
        processingStatus: videos.processingStatus,
        updatedAt: videos.updatedAt,
        originalPlayable: videos.originalPlayable,
      },
      firstName: users.firstName,
      lastName: users.lastName,
      workspaceName: workspaces.name,
      personalFor: workspaces.personalFor,
    })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .innerJoin(workspaces, eq(workspaces.id, videos.workspaceId))
    .where(and(eq(videos.id, videoId), visibleTo(viewerId)))
    .limit(1);
  if (!row) return null;
  return {
    title: row.title,
    thumbnailUrl: mediaUrl(videoId, row.media, "thumbnail"),
    ownerName: authorDisplayName(row),
    workspaceName: row.personalFor === null ? row.workspaceName : null,
  };
}
