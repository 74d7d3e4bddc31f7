import "server-only";
import { recipientCookieName, videoCookieHeader } from "@/lib/access/rules/cookies";

/**
 * The Set-Cookie value that files this browser's activity on the video under a recipient; the
 * same attributes as the unlock cookie (the page, the embed and the API all read it). Null
 * forgets it (a revoked or unknown token).
 */
export const recipientCookieHeader = (videoId: number, token: string | null, secure: boolean) =>
  videoCookieHeader(recipientCookieName(videoId), token, secure);
