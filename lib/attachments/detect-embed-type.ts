import type { EmbedType } from "./embed-types";
import { EMBED_HOSTS } from "./shared";
import { hostMatches } from "@/lib/urls/safe-url";

/** Hosts and paths that name one embed type without doubt; anything else is left to the owner. */
const RULES: readonly { type: EmbedType; matches: (host: string, path: string) => boolean }[] = [
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
      hostMatches(host, ["grok.com"]) || (hostMatches(host, ["x.com"]) && path.startsWith("/i/grok")),
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
  return RULES.find((rule) => rule.matches(host, url.pathname))?.type ?? null;
}
