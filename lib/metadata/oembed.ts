import "server-only";
import { iframeSnippet } from "@/lib/urls/video-links";
import {
  PLAYER_HEIGHT,
  PLAYER_WIDTH,
  PROVIDER_NAME,
  absoluteUrl,
  embedPageUrl,
  type PreviewVideo,
} from "./video-metadata";
import type { OembedResponse } from "./responses";

const VIDEO_PATH = /^\/(?:video|videos|embed)\/(\d{1,16})\/?$/;

/** The video id in a /video/{id}, /videos/{id} or /embed/{id} URL on one of our hosts; else null. */
export function videoIdFromUrl(value: string, allowedHosts: readonly string[]): number | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!allowedHosts.includes(url.host.toLowerCase())) return null;
  const match = VIDEO_PATH.exec(url.pathname);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Width and height of the iframe: 16:9, at most 640x360, within maxwidth/maxheight. */
export function oembedSize(
  maxwidth?: number,
  maxheight?: number,
): { width: number; height: number } {
  let width = Math.min(PLAYER_WIDTH, maxwidth && maxwidth > 0 ? maxwidth : PLAYER_WIDTH);
  let height = Math.round((width * PLAYER_HEIGHT) / PLAYER_WIDTH);
  if (maxheight && maxheight > 0 && height > maxheight) {
    height = maxheight;
    width = Math.round((height * PLAYER_WIDTH) / PLAYER_HEIGHT);
  }
  return { width: Math.max(1, width), height: Math.max(1, height) };
}

/** The oEmbed 1.0 "video" answer: an iframe of /embed/{id}. */
export function buildOembed(
  video: PreviewVideo,
  baseUrl: string,
  options: { maxwidth?: number; maxheight?: number } = {},
): OembedResponse {
  const { width, height } = oembedSize(options.maxwidth, options.maxheight);
  const src = embedPageUrl(baseUrl, video.id);
  const description = video.summary?.trim() || video.description?.trim();
  const author = [video.user?.firstName, video.user?.lastName].filter(Boolean).join(" ");
  const html = iframeSnippet({
    src,
    title: video.title,
    width,
    height,
    allow: "autoplay; fullscreen; picture-in-picture",
  });
  return {
    version: "1.0",
    type: "video",
    title: video.title,
    provider_name: PROVIDER_NAME,
    provider_url: absoluteUrl(baseUrl, "/"),
    ...(author ? { author_name: author } : {}),
    ...(description ? { description } : {}),
    ...(video.thumbnailUrl
      ? {
          thumbnail_url: absoluteUrl(baseUrl, video.thumbnailUrl),
          thumbnail_width: PLAYER_WIDTH,
          thumbnail_height: PLAYER_HEIGHT,
        }
      : {}),
    html,
    width,
    height,
  };
}
