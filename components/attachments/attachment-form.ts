import type { EmbedType } from "@/lib/attachments/shared";

export const EMBED_TYPE_LABELS: Record<EmbedType, string> = {
  youtube: "YouTube",
  "google-slides": "Google Slides",
  "google-sheets": "Google Sheets",
  tweet: "Tweet (X)",
  grok: "Grok",
  v0: "v0",
  website: "Website",
};

/** The optional time pin: empty is none; else whole seconds from 0 to the video's length. */
export function readTimestamp(
  value: string,
  duration: number,
): { ok: true; value: number | null } | { ok: false; message: string } {
  if (value.trim() === "") return { ok: true, value: null };
  const seconds = Number(value);
  const max = duration > 0 ? Math.ceil(duration) : Infinity;
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > max) {
    const range = Number.isFinite(max) ? `between 0 and ${max}` : "of 0 or more";
    return { ok: false, message: `Please enter a time ${range} seconds.` };
  }
  return { ok: true, value: Math.floor(seconds) };
}
