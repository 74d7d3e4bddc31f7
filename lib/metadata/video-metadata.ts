import "server-only";
import type { Metadata } from "next";
import { EMBED_HEIGHT, EMBED_WIDTH } from "@/lib/urls/video-links";

export const PROVIDER_NAME = "Demoreel";
// Previews, oEmbed and the share dialog's snippet size the player alike.
export const PLAYER_WIDTH = EMBED_WIDTH;
export const PLAYER_HEIGHT = EMBED_HEIGHT;

/** What link previews need of a video (a subset of the API's video response). */
export interface PreviewVideo {
  id: number;
  title: string;
  description: string | null;
  /** The two-to-four sentence summary: previews prefer it to the description. */
  summary?: string | null;
  duration: number;
  thumbnailUrl: string | null;
  videoUrl: string | null;
  user?: { firstName: string | null; lastName: string | null } | null;
}

export const absoluteUrl = (baseUrl: string, path: string) =>
  new URL(path, `${baseUrl.replace(/\/+$/, "")}/`).toString();

export const videoPageUrl = (baseUrl: string, id: number) => absoluteUrl(baseUrl, `/video/${id}`);
export const embedPageUrl = (baseUrl: string, id: number) => absoluteUrl(baseUrl, `/embed/${id}`);
export const oembedUrl = (baseUrl: string, pageUrl: string) =>
  absoluteUrl(baseUrl, `/api/oembed?url=${encodeURIComponent(pageUrl)}&format=json`);

const DEFAULT_DESCRIPTION = "Watch this video on Demoreel.";

/** What previews say of a video: its summary, else its description, else a plain invitation. */
export const previewDescription = (video: Pick<PreviewVideo, "summary" | "description">) =>
  video.summary?.trim() || video.description?.trim() || DEFAULT_DESCRIPTION;

/** Open Graph, Twitter player card and oEmbed discovery for /video/{id} and /embed/{id}. */
export function buildVideoMetadata(
  video: PreviewVideo,
  baseUrl: string,
  kind: "page" | "embed",
): Metadata {
  const pageUrl = videoPageUrl(baseUrl, video.id);
  const playerUrl = embedPageUrl(baseUrl, video.id);
  const description = previewDescription(video);
  const image = video.thumbnailUrl ? absoluteUrl(baseUrl, video.thumbnailUrl) : undefined;
  const stream = video.videoUrl ? absoluteUrl(baseUrl, video.videoUrl) : undefined;
  const size = { width: PLAYER_WIDTH, height: PLAYER_HEIGHT };
  return {
    title: video.title,
    description,
    alternates: {
      canonical: kind === "page" ? pageUrl : playerUrl,
      types: { "application/json+oembed": oembedUrl(baseUrl, pageUrl) },
    },
    openGraph: {
      type: "video.other",
      siteName: PROVIDER_NAME,
      title: video.title,
      description,
      url: pageUrl,
      images: image ? [{ url: image, ...size, alt: video.title }] : undefined,
      videos: stream
        ? [{ url: stream, secureUrl: stream.startsWith("https:") ? stream : undefined, ...size }]
        : undefined,
    },
    twitter: {
      card: "player",
      title: video.title,
      description,
      images: image ? [image] : undefined,
      players: [{ playerUrl, streamUrl: stream ?? playerUrl, ...size }],
    },
  };
}
