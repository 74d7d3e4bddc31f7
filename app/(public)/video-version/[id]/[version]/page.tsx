import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { ChapterList } from "@/components/player/first-tap";
import { SharedVideoPage } from "@/components/video/shared-video-page";
import { displayedBranding } from "@/lib/branding/queries";
import { buildVideoMetadata } from "@/lib/metadata/video-metadata";
import { withDb } from "@/lib/server/page-db";
import { videoIdParams } from "@/lib/videos/schemas";
import { sharedPageBaseUrl } from "@/lib/access/shared-page";
import { findVideoForViewer } from "@/lib/access/video-for-viewer";
import { parseChapters } from "@/lib/timeline/transcript";

/**
 * `/video/{id}` of a shared video, built once per version and kept (the proxy rewrites here
 * after its access check and answers 404 to a direct request). The version is part of the path
 * only to key the build: a new version is a new page, so nothing is ever purged. Nothing here
 * depends on the viewer; their parts come from the browser's session after hydration.
 */
interface SharedVideoRouteProps {
  params: Promise<{ id: string; version: string }>;
}

export const revalidate = false;
export const dynamicParams = true;

/** None at build time: each version is built on its first request. */
export function generateStaticParams(): { id: string; version: string }[] {
  return [];
}

/** The video as a signed-out viewer sees it; null unless it is shared and open to everyone. */
const loadSharedVideo = cache(async (rawId: string) => {
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

/** Open Graph, Twitter player and oEmbed discovery, in the HTML for crawlers without JavaScript. */
export async function generateMetadata({ params }: SharedVideoRouteProps): Promise<Metadata> {
  const loaded = await loadSharedVideo((await params).id);
  if (!loaded) notFound();
  return buildVideoMetadata(loaded.video, loaded.baseUrl, "page");
}

export default async function SharedVideoRoute({ params }: SharedVideoRouteProps) {
  const loaded = await loadSharedVideo((await params).id);
  if (!loaded) notFound();
  return (
    <QueryProvider>
      <SharedVideoPage
        initialVideo={loaded.video}
        branding={loaded.branding}
        belowPlayer={<ChapterList chapters={parseChapters(loaded.video.chapters)} />}
      />
    </QueryProvider>
  );
}
