import { EMBED_TYPES, type EmbedType } from "./embed-types";
import { hostMatches, parsePublicHttpsUrl } from "@/lib/urls/safe-url";

export type { EmbedType };

export interface EmbedUrlError {
  title: string;
  description?: string;
}

export type EmbedUrlResult = { ok: true; url: string } | { ok: false; error: EmbedUrlError };

export const EMBED_ERRORS = {
  urlRequired: { title: "URL Required", description: "Please enter a URL for embedding" },
  typeRequired: {
    title: "Type Required",
    description: "Please select the type of content you're embedding",
  },
  invalidUrl: { title: "Invalid URL", description: "Please enter a valid URL including https://" },
  invalidWebsite: { title: "Invalid URL", description: "Please enter a valid website URL" },
  slides: { title: "Invalid Google Slides URL" },
  slidesFormat: { title: "Invalid Google Slides URL Format" },
  sheets: { title: "Invalid Google Sheets URL" },
  tweet: { title: "Invalid Tweet URL" },
  tweetFormat: { title: "Invalid Tweet URL Format" },
  youtube: { title: "Invalid YouTube URL" },
  youtubeFormat: { title: "Invalid YouTube URL Format" },
  grok: { title: "Invalid Grok URL" },
  v0: { title: "Invalid v0 URL" },
} satisfies Record<string, EmbedUrlError>;

/** Where each type may come from, both when saved and when rendered. Website: any public host. */
export const EMBED_HOSTS: Record<Exclude<EmbedType, "website">, readonly string[]> = {
  youtube: ["youtube.com", "youtu.be", "youtube-nocookie.com"],
  "google-slides": ["docs.google.com"],
  "google-sheets": ["docs.google.com"],
  tweet: ["twitter.com", "x.com"],
  grok: ["grok.com", "x.com"],
  v0: ["v0.dev", "v0.app", "vusercontent.net"],
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SLIDES_PATH = /\/presentation\/d\/(e\/)?([A-Za-z0-9_-]+)/;
const TWEET_PATH = /^\/([A-Za-z0-9_]{1,15})\/status\/(\d{1,25})(\/|$)/;

export function isEmbedType(value: unknown): value is EmbedType {
  return typeof value === "string" && (EMBED_TYPES as readonly string[]).includes(value);
}

/** `https://` when there is no scheme; `http://` upgraded; any other scheme stays and fails later. */
function withHttps(raw: string): string {
  if (/^http:\/\//i.test(raw)) return `https://${raw.slice(7)}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^[^/]*\.[^/]*:\d/.test(raw)) return raw;
  return `https://${raw.replace(/^\/\//, "")}`;
}

/** YouTube `t` values: `42`, `42s`, `1m30s`, `1h2m3s`; anything else is no start time. */
export function parseYoutubeStart(value: string | null): number {
  if (!value) return 0;
  const plain = /^(\d+)s?$/.exec(value);
  if (plain) return Number(plain[1]);
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!parts) return 0;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (hostMatches(host, ["youtu.be"])) id = segments[0];
  else if (segments[0] === "shorts" || segments[0] === "embed") id = segments[1];
  else if (segments[0] === "watch" && segments.length === 1) id = url.searchParams.get("v") ?? "";
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function tweetId(url: URL): string | null {
  if (url.hostname.toLowerCase() === "platform.twitter.com") {
    const id = url.searchParams.get("id") ?? "";
    return url.pathname === "/embed/Tweet.html" && /^\d{1,25}$/.test(id) ? id : null;
  }
  return TWEET_PATH.exec(url.pathname)?.[2] ?? null;
}

/** Checks a URL against the rules of its type and returns the URL to store (converted). */
export function prepareEmbedUrl(type: unknown, rawUrl: unknown): EmbedUrlResult {
  const raw = typeof rawUrl === "string" ? rawUrl.trim() : "";
  if (!raw) return { ok: false, error: EMBED_ERRORS.urlRequired };
  if (!isEmbedType(type)) return { ok: false, error: EMBED_ERRORS.typeRequired };
  const lower = raw.toLowerCase();
  const fail = (error: EmbedUrlError): EmbedUrlResult => ({ ok: false, error });

  // The "must contain" checks (docs/product/texts-and-errors.md#embed-url-rules) come first, so
  // their messages win over the generic one.
  if (type === "youtube" && !lower.includes("youtube.com") && !lower.includes("youtu.be")) {
    return fail(EMBED_ERRORS.youtube);
  }
  if (type === "google-slides" && !lower.includes("docs.google.com/presentation")) {
    return fail(EMBED_ERRORS.slides);
  }
  if (type === "tweet" && !lower.includes("twitter.com/") && !lower.includes("x.com/")) {
    return fail(EMBED_ERRORS.tweet);
  }

  const url = parsePublicHttpsUrl(withHttps(raw));
  if (!url) return fail(type === "website" ? EMBED_ERRORS.invalidWebsite : EMBED_ERRORS.invalidUrl);
  const host = url.hostname.toLowerCase();

  switch (type) {
    case "website":
      return { ok: true, url: url.toString() };
    case "youtube": {
      if (!hostMatches(host, ["youtube.com", "youtu.be"])) return fail(EMBED_ERRORS.youtube);
      const id = youtubeId(url);
      if (!id) return fail(EMBED_ERRORS.youtubeFormat);
      const start = parseYoutubeStart(url.searchParams.get("t") ?? url.searchParams.get("start"));
      const query = `autoplay=0&rel=0${start > 0 ? `&start=${start}` : ""}`;
      return { ok: true, url: `https://www.youtube.com/embed/${id}?${query}` };
    }
    case "google-slides": {
      if (host !== "docs.google.com") return fail(EMBED_ERRORS.slides);
      const match = SLIDES_PATH.exec(url.pathname);
      if (!match) return fail(EMBED_ERRORS.slidesFormat);
      const id = `${match[1] ?? ""}${match[2]}`;
      const options = "start=true&loop=false&delayms=3000&rm=minimal";
      return { ok: true, url: `https://docs.google.com/presentation/d/${id}/embed?${options}` };
    }
    case "google-sheets":
      if (host !== "docs.google.com" || !url.pathname.startsWith("/spreadsheets/")) {
        return fail(EMBED_ERRORS.sheets);
      }
      return { ok: true, url: url.toString() };
    case "tweet": {
      if (!hostMatches(host, EMBED_HOSTS.tweet)) return fail(EMBED_ERRORS.tweet);
      const id = tweetId(url);
      if (!id) return fail(EMBED_ERRORS.tweetFormat);
      return {
        ok: true,
        url: `https://platform.twitter.com/embed/Tweet.html?id=${id}&theme=light`,
      };
    }
    case "grok":
      if (!isGrokUrl(url)) return fail(EMBED_ERRORS.grok);
      return { ok: true, url: url.toString() };
    case "v0":
      if (!hostMatches(host, EMBED_HOSTS.v0)) return fail(EMBED_ERRORS.v0);
      if (hostMatches(host, ["vusercontent.net"]) && !url.pathname.endsWith("/")) {
        url.pathname = `${url.pathname}/`;
      }
      return { ok: true, url: url.toString() };
  }
}

function isGrokUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (hostMatches(host, ["grok.com"])) return true;
  return hostMatches(host, ["x.com"]) && url.pathname.startsWith("/i/grok");
}

/**
 * The iframe source for a stored embed, or null when it must not render: anything but a public
 * https URL on a host its type allows (a `javascript:` or private-network URL never renders).
 */
export function embedSrc(type: string | null, storedUrl: string | null): string | null {
  if (!storedUrl || !isEmbedType(type)) return null;
  const url = parsePublicHttpsUrl(storedUrl);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (type === "grok" && !isGrokUrl(url)) return null;
  if (type !== "website" && type !== "grok" && !hostMatches(host, EMBED_HOSTS[type])) return null;
  return url.toString();
}

/** The message the API answers with for a rule failure. */
export function embedErrorMessage(error: EmbedUrlError): string {
  return error.description ?? error.title;
}

export const IMAGE_REQUIRED = "Please select an image to upload";

/** Hosts and paths that name one embed type without doubt; anything else is left to the owner. */
const EMBED_TYPE_RULES: readonly {
  type: EmbedType;
  matches: (host: string, path: string) => boolean;
}[] = [
  { type: "youtube", matches: (host) => hostMatches(host, EMBED_HOSTS.youtube) },
  {
    type: "google-slides",
    matches: (host, path) => host === "docs.google.com" && path.startsWith("/presentation/"),
  },
  {
    type: "google-sheets",
    matches: (host, path) => host === "docs.google.com" && path.startsWith("/spreadsheets/"),
  },
  // Grok shares live under x.com/i/grok: checked before the tweet rule takes every x.com link.
  {
    type: "grok",
    matches: (host, path) =>
      hostMatches(host, ["grok.com"]) ||
      (hostMatches(host, ["x.com"]) && path.startsWith("/i/grok")),
  },
  { type: "tweet", matches: (host) => hostMatches(host, EMBED_HOSTS.tweet) },
  { type: "v0", matches: (host) => hostMatches(host, EMBED_HOSTS.v0) },
];

/**
 * The embed type a pasted URL plainly is (a YouTube, Google Slides or Sheets, X or v0 link), so
 * the dialog can preselect it; null when the URL names none (the owner picks, e.g. "Website").
 */
export function detectEmbedType(raw: string): EmbedType | null {
  const text = raw.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  return EMBED_TYPE_RULES.find((rule) => rule.matches(host, url.pathname))?.type ?? null;
}
