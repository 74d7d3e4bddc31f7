import "server-only";
import type Mail from "nodemailer/lib/mailer";
import { formatClock } from "@/lib/format/time";
import { EMAIL_KIND_LABELS, type EmailKind } from "./shared";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** `/video/{id}?t=<whole seconds>`: the video page starts the player there. */
export function videoLink(baseUrl: string, videoId: number, time: number | null): string {
  const url = new URL(`/video/${videoId}`, baseUrl);
  if (time !== null && Number.isFinite(time) && time > 0) {
    url.searchParams.set("t", String(Math.floor(time)));
  }
  return url.toString();
}

export function unsubscribeLink(baseUrl: string, token: string): string {
  const url = new URL("/unsubscribe", baseUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The RFC 8058 one-click target: a mail client POSTs `List-Unsubscribe=One-Click` to it. */
export function oneClickUnsubscribeUrl(baseUrl: string, token: string): string {
  const url = new URL("/api/unsubscribe", baseUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * A branded workspace's logo and accent for the emails about its videos (the worker looks it up;
 * lib/branding sits above this folder, so the shape is restated here).
 */
export interface EmailBranding {
  workspaceName: string;
  /** A path on this app (made absolute here) or null. */
  logoUrl: string | null;
  accentColor: string | null;
  accentText: string | null;
}

interface Envelope {
  baseUrl: string;
  to: string;
  kind: EmailKind;
  unsubscribeToken: string;
  branding?: EmailBranding | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The logo above the message, and the action as a button in the accent (text picked for contrast). */
function brandedParts(baseUrl: string, branding: EmailBranding | null | undefined) {
  const logo = branding?.logoUrl
    ? `<p><img src="${escapeHtml(new URL(branding.logoUrl, baseUrl).toString())}" alt="${escapeHtml(branding.workspaceName)}" height="40" style="height:40px;width:auto;max-width:240px"></p>`
    : "";
  const accent = branding?.accentColor;
  const text = branding?.accentText;
  const actionStyle =
    accent && text && HEX.test(accent) && HEX.test(text)
      ? ` style="display:inline-block;background:${accent};color:${text};padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600"`
      : "";
  return { logo, actionStyle };
}

interface Body {
  subject: string;
  /** Paragraphs of plain text; each becomes a <p>. */
  lines: string[];
  action: { label: string; href: string };
}

/** Every notification email: text and HTML bodies, the action link, and the unsubscribe parts. */
function message(
  { baseUrl, to, kind, unsubscribeToken, branding }: Envelope,
  body: Body,
): Mail.Options {
  const stop = unsubscribeLink(baseUrl, unsubscribeToken);
  const { logo, actionStyle } = brandedParts(baseUrl, branding);
  const footer = `You get this email because "${EMAIL_KIND_LABELS[kind].title}" is on in your Demoreel settings.`;
  const text = [
    ...body.lines,
    `${body.action.label}: ${body.action.href}`,
    "--",
    footer,
    `Unsubscribe: ${stop}`,
  ].join("\n\n");
  const html = [
    ...(logo ? [logo] : []),
    ...body.lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`),
    `<p><a href="${escapeHtml(body.action.href)}"${actionStyle}>${escapeHtml(body.action.label)}</a></p>`,
    `<hr><p style="color:#666;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(stop)}">Unsubscribe</a></p>`,
  ].join("\n");
  return {
    to,
    subject: body.subject,
    text,
    html,
    list: { unsubscribe: oneClickUnsubscribeUrl(baseUrl, unsubscribeToken) },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export interface CommentEmail {
  kind: "comments" | "replies";
  actorName: string;
  video: { id: number; title: string };
  comment: { content: string; timestamp: number | null };
}

/** "Ada commented on “Demo”" / "Ada replied to your comment on “Demo”". */
export function commentEmail(envelope: Envelope, email: CommentEmail): Mail.Options {
  const { actorName, video, comment } = email;
  const what = email.kind === "replies" ? "replied to your comment on" : "commented on";
  const at = comment.timestamp === null ? "" : ` at ${formatClock(comment.timestamp)}`;
  return message(envelope, {
    subject: `${actorName} ${what} "${video.title}"`,
    lines: [`${actorName} ${what} "${video.title}"${at}:`, comment.content],
    action: {
      label: "Watch and reply",
      href: videoLink(envelope.baseUrl, video.id, comment.timestamp),
    },
  });
}

export interface DigestEmail {
  /** Most viewed first. */
  videos: { id: number; title: string; views: number }[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The daily digest: each video viewed in the last day with its count. */
export function digestEmail(envelope: Envelope, { videos }: DigestEmail): Mail.Options {
  const total = videos.reduce((sum, video) => sum + video.views, 0);
  return message(envelope, {
    subject: `Your videos got ${plural(total, "view")} in the last day`,
    lines: [
      `In the last day, ${plural(videos.length, "video")} of yours ${videos.length === 1 ? "was" : "were"} watched:`,
      videos
        .map(
          (video) =>
            `${video.title}: ${plural(video.views, "view")} (${videoLink(envelope.baseUrl, video.id, null)})`,
        )
        .join("\n"),
    ],
    action: { label: "Open your library", href: new URL("/home", envelope.baseUrl).toString() },
  });
}

/** "Jane (Acme) opened “Demo”": the first view of a tracked link. */
export function trackedViewEmail(
  envelope: Envelope,
  { recipient, video }: { recipient: string; video: { id: number; title: string } },
): Mail.Options {
  return message(envelope, {
    subject: `${recipient} opened "${video.title}"`,
    lines: [
      `${recipient} just opened the link you made for them to "${video.title}". This is their first view; the video's Insights tab shows how far they watch.`,
    ],
    action: { label: "See who watched", href: videoLink(envelope.baseUrl, video.id, null) },
  });
}
