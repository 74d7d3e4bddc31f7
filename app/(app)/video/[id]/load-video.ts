import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { auth } from "@/lib/auth";
import { originFromHeaders, publicBaseUrl } from "@/lib/metadata/base-url";
import { withDb } from "@/lib/page-db";
import { findVisibleVideoResponse } from "@/lib/videos/library";
import { videoIdParams } from "@/lib/videos/schemas";
import type { VideoResponse } from "@/lib/videos/serialize";

/** The video for the signed-in viewer, or null when it does not exist or is not theirs to see. */
export const loadVideoForPage = cache(
  async (rawId: string): Promise<{ video: VideoResponse; viewerId: string | null } | null> => {
    const parsed = videoIdParams.safeParse({ id: rawId });
    if (!parsed.success) return null;
    const session = await auth();
    const viewerId = session?.user?.id ?? null;
    const video = await withDb((db) =>
      findVisibleVideoResponse(db, { videoId: parsed.data.id, viewerId }),
    );
    return video && { video, viewerId };
  },
);

/** The public base URL for absolute links in this request's metadata. */
export async function pageBaseUrl(): Promise<string> {
  return publicBaseUrl(originFromHeaders(await headers()));
}
