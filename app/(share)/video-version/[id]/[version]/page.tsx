import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { QueryProvider } from "@/components/providers/query-provider";
import { ChapterList } from "@/components/player/first-tap";
import { SharedVideoPage } from "@/components/video/shared-video-page";
import { buildVideoMetadata } from "@/lib/metadata/video-metadata";
import { parseChapters } from "@/lib/timeline/transcript";
import { loadSharedVideo } from "./load-shared-video";

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
