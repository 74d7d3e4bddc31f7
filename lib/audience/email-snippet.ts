import "server-only";
import { formatDuration } from "@/lib/format/duration";
import { escapeHtml } from "@/lib/mail/compose";
import { PREVIEW_GIF_WIDTH, previewHeight } from "@/lib/media/preview-gif";

export const WATCH_THE_VIDEO = "Watch the video";

export interface EmailSnippetInput {
  title: string;
  /** Seconds. */
  duration: number;
  /** The (tracked) share URL the snippet links to. */
  url: string;
  /** The animated preview: the video's, or the tracked link's own with the recipient's name. */
  gifUrl: string;
  /** The recording's size, for the image's height; 16:9 when unknown. */
  width: number | null;
  height: number | null;
}

/**
 * The markup a rep pastes into an email: the preview GIF linked to the video, the title and
 * length, and a text link. Mail clients keep only inline styles and drop scripts and video, and
 * Outlook sizes images by their attributes alone, so: one table, width and height on the image,
 * inline styles everywhere, and alt text for clients that block images. The plain-text part is
 * for clients (and mail-merge tools) that take no HTML.
 */
export function emailSnippet(input: EmailSnippetInput): { html: string; text: string } {
  const title = escapeHtml(input.title);
  const length = formatDuration(input.duration);
  const url = escapeHtml(input.url);
  const gif = escapeHtml(input.gifUrl);
  const height = previewHeight(input.width, input.height);
  const alt = escapeHtml(`${input.title} (${length}): ${WATCH_THE_VIDEO.toLowerCase()}`);
  const font = "font-family:Arial,Helvetica,sans-serif;";
  const html =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="${PREVIEW_GIF_WIDTH}" style="border-collapse:collapse;max-width:${PREVIEW_GIF_WIDTH}px;${font}">` +
    `<tr><td style="padding:0;"><a href="${url}" target="_blank" style="text-decoration:none;border:0;">` +
    `<img src="${gif}" width="${PREVIEW_GIF_WIDTH}" height="${height}" alt="${alt}" style="display:block;width:100%;max-width:${PREVIEW_GIF_WIDTH}px;height:auto;border:0;border-radius:8px;" />` +
    `</a></td></tr>` +
    `<tr><td style="padding:12px 0 0 0;${font}font-size:16px;line-height:22px;font-weight:bold;color:#111827;">` +
    `<a href="${url}" target="_blank" style="color:#111827;text-decoration:none;">${title}</a>` +
    ` <span style="font-weight:normal;color:#6b7280;">(${length})</span></td></tr>` +
    `<tr><td style="padding:6px 0 0 0;${font}font-size:14px;line-height:20px;">` +
    `<a href="${url}" target="_blank" style="color:#2563eb;text-decoration:underline;">${WATCH_THE_VIDEO}</a>` +
    `</td></tr></table>`;
  const text = `${input.title} (${length})\n${WATCH_THE_VIDEO}: ${input.url}`;
  return { html, text };
}
