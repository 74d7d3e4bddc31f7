import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VideoPage } from "@/components/video/video-page";
import { buildVideoMetadata } from "@/lib/metadata/video-metadata";
import { loadVideoForPage, pageBaseUrl } from "./load-video";

interface VideoRouteProps {
  params: Promise<{ id: string }>;
}

/** Link previews: Open Graph, Twitter player card and oEmbed; nothing at all for a hidden video. */
export async function generateMetadata({ params }: VideoRouteProps): Promise<Metadata> {
  const loaded = await loadVideoForPage((await params).id);
  if (!loaded) notFound();
  const metadata = buildVideoMetadata(loaded.video, await pageBaseUrl(), "page");
  return loaded.video.isPrivate
    ? { ...metadata, robots: { index: false, follow: false } }
    : metadata;
}

/** /video/{id}: the video page, server-rendered for the signed-in viewer. */
export default async function VideoRoute({ params }: VideoRouteProps) {
  const loaded = await loadVideoForPage((await params).id);
  if (!loaded) notFound();
  return <VideoPage initialVideo={loaded.video} viewerId={loaded.viewerId} />;
}
