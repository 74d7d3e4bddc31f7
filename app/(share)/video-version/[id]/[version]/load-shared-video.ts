import "server-only";
import { cache } from "react";
import { displayedBranding } from "@/lib/branding/queries";
import { withDb } from "@/lib/server/page-db";
import { videoIdParams } from "@/lib/videos/schemas";
import { sharedPageBaseUrl } from "@/lib/access/shared-page";
import { findVideoForViewer } from "@/lib/access/video-for-viewer";

/** The video as a signed-out viewer sees it; null unless it is shared and open to everyone. */
export const loadSharedVideo = cache(async (rawId: string) => {
  const parsed = videoIdParams.safeParse({ id: rawId });
  const baseUrl = sharedPageBaseUrl();
  if (!parsed.success || !baseUrl) return null;
  const loaded = await withDb(async (db) => {
    const found = await findVideoForViewer(db, { videoId: parsed.data.id, viewerId: null });
    // The branding is part of the version the proxy chose, so it is built into the page.
    return (
      found && {
        ...found,
        branding:
          found.lock === "open" ? await displayedBranding(db, found.video.workspaceId) : null,
      }
    );
  });
  // Written since the proxy's check: not shared or open any more, so nothing is built.
  if (!loaded || loaded.lock !== "open" || loaded.video.isPrivate) return null;
  return { video: loaded.video, branding: loaded.branding, baseUrl };
});
