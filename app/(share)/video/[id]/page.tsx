import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VideoPage } from "@/components/video/video-page";
import { ChapterList } from "@/components/player/first-tap";
import { parseChapters } from "@/lib/timeline/transcript";
import { VideoLinkExpired } from "@/components/video/video-link-expired";
import { VideoEmailGate } from "@/components/video/video-email-gate";
import { GatePreviewCard } from "@/components/video/gate-preview";
import { VideoPasswordForm } from "@/components/video/video-password-form";
import { buildVideoMetadata } from "@/lib/metadata/video-metadata";
import { GATED_TITLE, protectedPreview } from "@/lib/videos/shared";
import { loadVideoForPage, pageBaseUrl } from "./load-video";
import { LINK_EXPIRED } from "@/lib/access/rules/shared";

interface VideoRouteProps {
  params: Promise<{ id: string }>;
}

const hidden = { robots: { index: false, follow: false } } satisfies Metadata;

/**
 * Link previews: Open Graph, Twitter player card and oEmbed; nothing at all for a hidden video,
 * only 'Password-protected video' for a locked one ('Email required to watch' for a gated one),
 * only the expiry for an expired one.
 */
export async function generateMetadata({ params }: VideoRouteProps): Promise<Metadata> {
  const loaded = await loadVideoForPage((await params).id);
  if (!loaded) notFound();
  if (loaded.lock === "expired") return { title: LINK_EXPIRED, ...hidden };
  if (loaded.lock === "password" || loaded.lock === "email") {
    const title = loaded.lock === "email" ? GATED_TITLE : undefined;
    const preview = protectedPreview(loaded.videoId, title);
    return { ...buildVideoMetadata(preview, await pageBaseUrl(), "page"), ...hidden };
  }
  const { video } = loaded;
  const metadata = buildVideoMetadata(video, await pageBaseUrl(), "page");
  return video.isPrivate || video.hasPassword || video.emailGate
    ? { ...metadata, ...hidden }
    : metadata;
}

/** /video/{id}: the video page, server-rendered for the signed-in viewer. */
export default async function VideoRoute({ params }: VideoRouteProps) {
  const loaded = await loadVideoForPage((await params).id);
  if (!loaded) notFound();
  if (loaded.lock === "expired") return <VideoLinkExpired />;
  if (loaded.lock === "password") return <VideoPasswordForm videoId={loaded.videoId} />;
  if (loaded.lock === "email") {
    const preview = <GatePreviewCard preview={loaded.preview} />;
    return <VideoEmailGate videoId={loaded.videoId} preview={preview} />;
  }
  return (
    <VideoPage
      initialVideo={loaded.video}
      viewerId={loaded.viewerId}
      branding={loaded.branding}
      guest={loaded.guest}
      teamMember={loaded.teamMember}
      belowPlayer={<ChapterList chapters={parseChapters(loaded.video.chapters)} />}
    />
  );
}
