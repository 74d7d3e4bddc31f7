import "server-only";
import { getToken } from "next-auth/jwt";
import { config } from "@/lib/config";
import { getDb } from "@/db/client";
import { unauthorized } from "@/lib/errors";
import { findApiToken } from "./tokens/queries";
import type { ApiTokenScope } from "./tokens/shared";
import { isSessionCurrent } from "./session-version";
import { sessionCookieIn } from "./session-cookie";

/**
 * Who is calling: a signed-in user (through the session cookie, or an API token with its scope),
 * an anonymous visitor (dev-user-N, grants nothing), or nobody.
 */
export type Caller =
  | { kind: "user"; userId: string; via: "session" }
  | { kind: "user"; userId: string; via: "token"; scope: ApiTokenScope }
  | { kind: "anonymous"; anonymousId: string }
  | { kind: "none" };

/** The signed-in user's id; anonymous dev users and signed-out visitors see only shared videos. */
export function viewerIdOf(caller: Caller): string | null {
  return caller.kind === "user" ? caller.userId : null;
}

const ANONYMOUS_ID = /^dev-user-\d{1,20}$/;
async function userIdFromSessionCookie(request: Request): Promise<string | null> {
  const cookie = request.headers.get("cookie");
  const found = sessionCookieIn(cookie);
  if (!cookie || !found) return null;
  // Only the cookie is handed over: the Authorization header carries our own API tokens, not JWTs.
  const token = await getToken({
    req: { headers: { cookie } },
    secret: config().authSecret,
    secureCookie: found.secure,
    salt: found.name,
    cookieName: found.name,
  });
  if (!token?.sub || !(await isSessionCurrent(await getDb(), token))) return null;
  return token.sub;
}

export async function resolveCaller(request: Request): Promise<Caller> {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const found = await findApiToken(await getDb(), authorization.slice(7).trim());
    // A wrong token is an error, not a silent fall-back to anonymous.
    if (!found) throw unauthorized("Invalid or expired API token", "invalid_api_token");
    return { kind: "user", userId: found.userId, via: "token", scope: found.scope };
  }
  const userId = await userIdFromSessionCookie(request);
  if (userId) return { kind: "user", userId, via: "session" };
  const anonymousId = request.headers.get("x-user-id");
  if (anonymousId && ANONYMOUS_ID.test(anonymousId)) return { kind: "anonymous", anonymousId };
  return { kind: "none" };
}
