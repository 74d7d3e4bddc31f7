import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { auth } from "@/lib/auth";
import { originFromHeaders, publicBaseUrl } from "@/lib/metadata/base-url";
import { withDb } from "@/lib/server/page-db";
import { findViewableVideo } from "@/lib/videos/cache";
import { unlockCookieName } from "@/lib/videos/password";
import { videoIdParams } from "@/lib/videos/schemas";
import type { VideoResponse } from "@/lib/videos/serialize";

export type PageVideo =
  | { lock: "open"; video: VideoResponse; viewerId: string | null }
  | { lock: "password"; videoId: number }
  | { lock: "expired"; videoId: number };

/**
 * The video for the signed-in viewer, or only why it is closed to them (a password, an expired
 * link); null when it does not exist or is not theirs to see.
 */
export const loadVideoForPage = cache(async (rawId: string): Promise<PageVideo | null> => {
  const parsed = videoIdParams.safeParse({ id: rawId });
  if (!parsed.success) return null;
  const videoId = parsed.data.id;
  const session = await auth();
  const viewerId = session?.user?.id ?? null;
  const unlock = (await cookies()).get(unlockCookieName(videoId))?.value;
  const loaded = await withDb((db) => findViewableVideo(db, { videoId, viewerId, unlock }));
  if (!loaded) return null;
  if (loaded.lock === "open") return { lock: "open", video: loaded.video, viewerId };
  return loaded.lock === "password" ? { lock: "password", videoId } : { lock: "expired", videoId };
});

/** The public base URL for absolute links in this request's metadata. */
export async function pageBaseUrl(): Promise<string> {
  return publicBaseUrl(originFromHeaders(await headers()));
}
