import "server-only";
import { requestOrigin } from "@/lib/http/proxy-headers";
import type { LockQuery } from "./lock";
import { UNLOCK_TTL_SECONDS, unlockCookieName } from "./password";
import { viewerPassCookieName } from "./viewer-pass";

/** The tracked-link token's cookie, one per video, so a link attributes on its own video only. */
export const recipientCookieName = (videoId: number) => `demoreel_r_${videoId}`;

/** A cookie value as written by unlockCookieHeader; null when it is not percent-encoding. */
function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * One cookie from a Cookie header; undefined when absent. The header is the client's to write: a
 * malformed value (`%`) counts as absent, like any cookie that does not verify.
 */
function cookieFrom(cookieHeader: string | null, name: string): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    const decoded = decodeCookieValue(value.join("="));
    if (decoded !== null) return decoded;
  }
  return undefined;
}

/** Tracked-link tokens are base64url: anything else is ignored like an unknown token. */
const linkToken = (value: string | undefined) =>
  value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;

/** What a browser holds that may open one video: unlock, email-gate pass, tracked link. */
export function lockCookiesFrom(
  cookieHeader: string | null,
  videoId: number,
): Pick<LockQuery, "unlock" | "viewerPass" | "recipient"> {
  return {
    unlock: cookieFrom(cookieHeader, unlockCookieName(videoId)),
    viewerPass: cookieFrom(cookieHeader, viewerPassCookieName(videoId)),
    recipient: linkToken(cookieFrom(cookieHeader, recipientCookieName(videoId))),
  };
}

/** The unlock cookie for one video from a Cookie header; undefined when absent. */
export const unlockFromCookies = (cookieHeader: string | null, videoId: number) =>
  cookieFrom(cookieHeader, unlockCookieName(videoId));

/** lockCookiesFrom for a route's request. */
export const lockCookiesOf = (headers: Headers, videoId: number) =>
  lockCookiesFrom(headers.get("cookie"), videoId);

/** Whether the request carries any video's viewer cookie (verified later, for its video). */
export const holdsViewerPass = (headers: Headers): boolean =>
  /(?:^|;)\s*demoreel_viewer_\d+=/.test(headers.get("cookie") ?? "");

/** The tracked-link token a route's request carries for one video. */
export const recipientTokenOf = (headers: Headers, videoId: number): string | undefined =>
  lockCookiesOf(headers, videoId).recipient;

/**
 * The Set-Cookie value of an unlock. Path=/ because the page (/video/{id}), the embed
 * (/embed/{id}) and the API (/api/videos/{id}/...) all need it; the name carries the video id, so
 * it opens that video only. Media elements send it like any cookie. Over https the cookie is
 * SameSite=None; Secure; Partitioned, so an embed framed by another site can unlock within that
 * site (CHIPS); browsers that block third-party cookies outright (and plain http, where it is Lax)
 * keep the embed locked after the unlock, and the viewer can open the video page instead.
 */
export function unlockCookieHeader(videoId: number, value: string, secure: boolean): string {
  return videoCookieHeader(unlockCookieName(videoId), value, secure);
}

/**
 * A per-video cookie with the unlock cookie's attributes (the email gate's viewer cookie and the
 * tracked link's too); null forgets it.
 */
export function videoCookieHeader(name: string, value: string | null, secure: boolean): string {
  const attributes = [
    `${name}=${encodeURIComponent(value ?? "")}`,
    "Path=/",
    `Max-Age=${value === null ? 0 : UNLOCK_TTL_SECONDS}`,
    "HttpOnly",
    ...(secure ? ["Secure", "SameSite=None", "Partitioned"] : ["SameSite=Lax"]),
  ];
  return attributes.join("; ");
}

/**
 * The header that forgets this video's viewer cookie, for an answer that found it opens nothing
 * (forged, expired, or naming a gated viewer the owner erased): the browser then shows the gate's
 * form again instead of sending a dead cookie.
 */
export function forgetViewerPassHeaders(headers: Headers, videoId: number): Record<string, string> {
  const secure = requestOrigin(headers).startsWith("https:");
  return { "Set-Cookie": videoCookieHeader(viewerPassCookieName(videoId), null, secure) };
}
