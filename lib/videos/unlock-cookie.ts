import "server-only";
import { UNLOCK_TTL_SECONDS, unlockCookieName } from "./password";

/** A cookie value as written by unlockCookieHeader; null when it is not percent-encoding. */
function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The unlock cookie for one video from a Cookie header; undefined when absent. The header is the
 * client's to write: a malformed value (`%`) counts as absent, like any cookie that does not verify.
 */
export function unlockFromCookies(
  cookieHeader: string | null,
  videoId: number,
): string | undefined {
  const name = unlockCookieName(videoId);
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    const decoded = decodeCookieValue(value.join("="));
    if (decoded !== null) return decoded;
  }
  return undefined;
}

/** unlockFromCookies for a route's request. */
export const unlockOf = (request: Request, videoId: number): string | undefined =>
  unlockFromCookies(request.headers.get("cookie"), videoId);

/**
 * The Set-Cookie value of an unlock. Path=/ because the page (/video/{id}), the embed
 * (/embed/{id}) and the API (/api/videos/{id}/...) all need it; the name carries the video id, so
 * it opens that video only. Media elements send it like any cookie. Over https the cookie is
 * SameSite=None; Secure; Partitioned, so an embed framed by another site can unlock within that
 * site (CHIPS); browsers that block third-party cookies outright (and plain http, where it is Lax)
 * keep the embed locked after the unlock, and the viewer can open the video page instead.
 */
export function unlockCookieHeader(videoId: number, value: string, secure: boolean): string {
  const attributes = [
    `${unlockCookieName(videoId)}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${UNLOCK_TTL_SECONDS}`,
    "HttpOnly",
    ...(secure ? ["Secure", "SameSite=None", "Partitioned"] : ["SameSite=Lax"]),
  ];
  return attributes.join("; ");
}
