import { videoPaths } from "@/client/resources/videos/paths";
import { embedExtrasMain } from "@/components/player/embed-extras-script";
import { embedPlayerMain } from "@/components/player/embed-player-script";
import { chapterSeekMain } from "@/components/player/first-tap-script";
import { parseChapters } from "@/lib/timeline/transcript";
import { watchBeaconsMain } from "@/components/player/watch-beacons";
import { BEACON_INTERVAL_MS, VIEW_AFTER_PLAYED_SECONDS } from "@/lib/audience/shared";
import { playedEnoughMain } from "@/components/player/played-enough";
import { formatDuration } from "@/lib/format/duration";
import { processingLabel } from "@/lib/format/processing";
import type { VideoResponse } from "@/lib/videos/serialize";
import {
  CONVERSION_FAILED,
  PASSWORD_FORM_TITLE,
  PASSWORD_MAX,
  protectedPreview,
} from "@/lib/videos/shared";
import {
  PLAYER_HEIGHT,
  PLAYER_WIDTH,
  PROVIDER_NAME,
  absoluteUrl,
  embedPageUrl,
  oembedUrl,
  videoPageUrl,
  previewDescription,
  type PreviewVideo,
} from "@/lib/metadata/video-metadata";
import type { DisplayedBranding } from "@/lib/branding/shared";
import { brandingCss, EMBED_CSS, ICONS, LOGO_CSS } from "./embed-styles";
import { chapterMarks, chapterMenu } from "./embed-chapters";
import { LINK_EXPIRED } from "@/lib/access/rules/shared";

/** Text and attribute values in HTML: every character that could end a value or open a tag. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const meta = (key: "name" | "property", name: string, content: string | number | undefined) =>
  content === undefined ? "" : `<meta ${key}="${name}" content="${escapeHtml(String(content))}">`;

/** The same previews as the video page: Open Graph, Twitter player card and oEmbed discovery. */
export function headTags(video: PreviewVideo & { isPrivate: boolean }, baseUrl: string): string {
  const description = previewDescription(video);
  const image = video.thumbnailUrl ? absoluteUrl(baseUrl, video.thumbnailUrl) : undefined;
  const stream = video.videoUrl ? absoluteUrl(baseUrl, video.videoUrl) : undefined;
  const player = embedPageUrl(baseUrl, video.id);
  const page = videoPageUrl(baseUrl, video.id);
  return [
    `<title>${escapeHtml(video.title)} · ${PROVIDER_NAME}</title>`,
    meta("name", "description", description),
    video.isPrivate ? meta("name", "robots", "noindex, nofollow") : "",
    `<link rel="canonical" href="${escapeHtml(player)}">`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembedUrl(baseUrl, page))}" title="${escapeHtml(video.title)}">`,
    meta("property", "og:type", "video.other"),
    meta("property", "og:site_name", PROVIDER_NAME),
    meta("property", "og:title", video.title),
    meta("property", "og:description", description),
    meta("property", "og:url", page),
    meta("property", "og:image", image),
    image
      ? meta("property", "og:image:width", PLAYER_WIDTH) +
        meta("property", "og:image:height", PLAYER_HEIGHT)
      : "",
    meta("property", "og:video", stream),
    stream
      ? meta("property", "og:video:width", PLAYER_WIDTH) +
        meta("property", "og:video:height", PLAYER_HEIGHT)
      : "",
    meta("name", "twitter:card", "player"),
    meta("name", "twitter:title", video.title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:player", player),
    meta("name", "twitter:player:width", PLAYER_WIDTH),
    meta("name", "twitter:player:height", PLAYER_HEIGHT),
    meta("name", "twitter:player:stream", stream),
  ].join("");
}

export const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${head}<style>${EMBED_CSS}</style></head><body>${body}</body></html>`;

export interface EmbedVideo extends PreviewVideo {
  isPrivate: boolean;
  videoUrl: string;
  hasCaptions: boolean;
  /** The chapters JSON text (`[{ title, startTime }]`), or null. */
  chapters: string | null;
  cta: VideoResponse["cta"];
  /** A free workspace's video: "Made with Demoreel" on the end screen. */
  badge: boolean;
  /** The workspace's logo and accent, when its plan shows them. */
  branding: DisplayedBranding | null;
}

const brandingStyle = (branding: DisplayedBranding | null) =>
  branding
    ? `<style>${LOGO_CSS}${brandingCss(branding.accentColor, branding.accentText)}</style>`
    : "";

const brandingLogo = (branding: DisplayedBranding | null, baseUrl: string) =>
  branding?.logoUrl
    ? `<img class="logo" src="${escapeHtml(absoluteUrl(baseUrl, branding.logoUrl))}" alt="${escapeHtml(branding.workspaceName)}">`
    : "";

export const extrasScript = (videoId: number) => {
  const endpoints = {
    ctaClick: videoPaths.ctaClick(videoId),
    badgeClick: videoPaths.badgeClick(videoId),
    unlock: videoPaths.unlock(videoId),
    viewer: videoPaths.viewer(videoId),
  };
  return `<script>(${embedExtrasMain.toString()})(${JSON.stringify(endpoints)});</script>`;
};

const playerEndpoints = (videoId: number) =>
  JSON.stringify({
    view: videoPaths.view(videoId),
    open: videoPaths.open(videoId),
    watch: videoPaths.watch(videoId),
  });

/** The call to action, shown on the end screen. */
const ctaLink = (cta: EmbedVideo["cta"]) =>
  cta
    ? `<a id="cta" class="cta" href="${escapeHtml(cta.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(cta.label)}</a>`
    : "";

/** The free plan's link back to Demoreel, under the end screen's buttons. */
const badgeLink = (badge: boolean, baseUrl: string) =>
  badge
    ? `<a id="badge" class="badge" href="${escapeHtml(absoluteUrl(baseUrl, "/?ref=badge"))}" target="_blank" rel="noopener">Made with Demoreel</a>`
    : "";

/** Once playback ends (and goes back to 0): the poster, Replay, the call to action, the badge. */
const endScreen = (video: EmbedVideo, baseUrl: string) =>
  `<div class="end" id="end">` +
  (video.thumbnailUrl ? `<img src="${escapeHtml(video.thumbnailUrl)}" alt="">` : "") +
  `<button type="button" id="replay">${ICONS.replay()}Replay</button>${ctaLink(video.cta)}${badgeLink(video.badge, baseUrl)}</div>`;

/** /embed/{id}: server-rendered markup plus one inline script (no framework runtime). */
export function renderEmbedPage(video: EmbedVideo, baseUrl: string): string {
  const title = escapeHtml(video.title);
  const poster = video.thumbnailUrl ? ` poster="${escapeHtml(video.thumbnailUrl)}"` : "";
  const track = video.hasCaptions
    ? `<track kind="captions" src="${videoPaths.captions(video.id)}" srclang="en" label="English">`
    : "";
  const cc = video.hasCaptions
    ? `<button type="button" id="cc" aria-label="Captions" aria-pressed="false">${ICONS.captions()}</button>`
    : "";
  const chapters = parseChapters(video.chapters);
  const menu = chapterMenu(chapters, escapeHtml);
  const seekScript = chapters.length
    ? `<script>(${chapterSeekMain.toString()})("#video");</script>`
    : "";
  const body =
    `<div class="p" id="player" data-duration="${Number(video.duration) || 0}">` +
    `<video id="video" src="${escapeHtml(video.videoUrl)}"${poster} preload="metadata" playsinline controlslist="nodownload noremoteplayback" disablepictureinpicture aria-label="${title}">${track}</video>` +
    `<div class="top">${brandingLogo(video.branding, baseUrl)}<a href="${escapeHtml(videoPageUrl(baseUrl, video.id))}" target="_blank" rel="noopener">${title}</a></div>` +
    `<button type="button" class="ov" id="overlay" aria-label="Play video" tabindex="-1">${ICONS.play()}</button>` +
    endScreen(video, baseUrl) +
    `<span class="d" aria-label="Duration">${formatDuration(video.duration)}</span>` +
    `<div class="c"><div class="s" id="seek" role="slider" tabindex="0" aria-label="Seek" aria-valuemin="0" aria-valuemax="0" aria-valuenow="0"><div id="fill"></div>${chapterMarks(chapters, Number(video.duration) || 0)}</div>` +
    `<div class="r"><button type="button" id="play" aria-label="Play">${ICONS.play("i-play")}${ICONS.pause("i-pause")}</button>` +
    `<button type="button" id="mute" aria-label="Mute">${ICONS.volume("i-vol")}${ICONS.mute("i-mute")}</button>` +
    `<span id="time">00:00 / ${formatDuration(video.duration)}</span><span class="g"></span>${menu.button}${cc}` +
    `<button type="button" id="full" aria-label="Fullscreen">${ICONS.fullscreen()}</button></div></div>${menu.list}</div>` +
    seekScript +
    `<script>(${embedPlayerMain.toString()})(${playerEndpoints(video.id)}, ${watchBeaconsMain.toString()}, ${BEACON_INTERVAL_MS}, ${playedEnoughMain.toString()}, ${VIEW_AFTER_PLAYED_SECONDS});</script>` +
    (video.cta || video.badge ? extrasScript(video.id) : "");
  return page(headTags(video, baseUrl) + brandingStyle(video.branding), body);
}

/**
 * An upload still being converted for the web (or that could not be): its poster and the encode's
 * percentage, reloading every few seconds until the player can take its place.
 */
export function renderEmbedProcessing(
  video: PreviewVideo & { isPrivate: boolean; processingProgress: number | null },
  state: "waiting" | "failed",
  baseUrl: string,
): string {
  const percent = Math.max(0, Math.min(100, video.processingProgress ?? 0));
  const status =
    state === "failed"
      ? `<p role="status">${escapeHtml(CONVERSION_FAILED)}</p>`
      : `<p role="status">${escapeHtml(processingLabel(video.processingProgress))}</p>` +
        `<div class="bar" role="progressbar" aria-label="Processing" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent}"><div style="width:${percent}%"></div></div>` +
        `<p class="note">This file plays once it has been converted for the web.</p>`;
  const refresh = state === "waiting" ? `<meta http-equiv="refresh" content="5">` : "";
  const body =
    `<div class="nf" data-testid="embed-processing">` +
    `<a href="${escapeHtml(videoPageUrl(baseUrl, video.id))}" target="_blank" rel="noopener">${escapeHtml(video.title)}</a>` +
    `${status}</div>`;
  return page(refresh + headTags({ ...video, videoUrl: null }, baseUrl), body);
}

/** A protected video: the password form, and previews that show only 'Password-protected video'. */
export function renderEmbedLocked(videoId: number, baseUrl: string): string {
  const preview = { ...protectedPreview(videoId), isPrivate: true };
  const body =
    `<main class="nf lk"><h1>${escapeHtml(PASSWORD_FORM_TITLE)}</h1>` +
    `<form id="unlock"><label for="password">Password</label>` +
    `<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX}" aria-describedby="unlock-error">` +
    `<p id="unlock-error" role="alert"></p><button type="submit">Unlock video</button></form></main>` +
    extrasScript(videoId);
  return page(headTags(preview, baseUrl), body);
}

/** An expired link: the same page for all but the owner, with nothing about the video. */
export function renderEmbedExpired(baseUrl: string): string {
  return page(
    `<title>${LINK_EXPIRED} · ${PROVIDER_NAME}</title><meta name="robots" content="noindex">`,
    `<div class="nf"><h1>${LINK_EXPIRED}</h1><a href="${escapeHtml(absoluteUrl(baseUrl, "/"))}" target="_blank" rel="noopener">Return to Dashboard</a></div>`,
  );
}

/** Unknown, deleted or private: the same page for all, with nothing about the video. */
export function renderEmbedNotFound(baseUrl: string): string {
  return page(
    `<title>Video Not Found · ${PROVIDER_NAME}</title><meta name="robots" content="noindex">`,
    `<div class="nf"><h1>Video Not Found</h1><a href="${escapeHtml(absoluteUrl(baseUrl, "/"))}" target="_blank" rel="noopener">Return to Dashboard</a></div>`,
  );
}
