import "server-only";
import { getToken } from "next-auth/jwt";
import { config } from "@/lib/config";
import { getDb } from "@/db/client";
import { unauthorized } from "@/lib/errors";
import { findUserIdByApiToken } from "./api-tokens";

/** Who is calling: a signed-in user, an anonymous visitor (dev-user-N, grants nothing), or nobody. */
export type Caller =
  { kind: "user"; userId: string } | { kind: "anonymous"; anonymousId: string } | { kind: "none" };

/** The signed-in user's id; anonymous dev users and signed-out visitors see only shared videos. */
export function viewerIdOf(caller: Caller): string | null {
  return caller.kind === "user" ? caller.userId : null;
}

const ANONYMOUS_ID = /^dev-user-\d{1,20}$/;
const SESSION_COOKIES = [
  { name: "__Secure-authjs.session-token", secure: true },
  { name: "authjs.session-token", secure: false },
] as const;

async function userIdFromSessionCookie(request: Request): Promise<string | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  const found = SESSION_COOKIES.find(
    (c) => cookie.includes(`${c.name}=`) || cookie.includes(`${c.name}.0=`),
  );
  if (!found) return null;
  // Only the cookie is handed over: the Authorization header carries our own API tokens, not JWTs.
  const token = await getToken({
    req: { headers: { cookie } },
    secret: config().authSecret,
    secureCookie: found.secure,
    salt: found.name,
    cookieName: found.name,
  });
  return token?.sub ?? null;
}

export async function resolveCaller(request: Request): Promise<Caller> {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const userId = await findUserIdByApiToken(await getDb(), authorization.slice(7).trim());
    // A wrong token is an error, not a silent fall-back to anonymous.
    if (!userId) throw unauthorized("Invalid or expired API token");
    return { kind: "user", userId };
  }
  const userId = await userIdFromSessionCookie(request);
  if (userId) return { kind: "user", userId };
  const anonymousId = request.headers.get("x-user-id");
  if (anonymousId && ANONYMOUS_ID.test(anonymousId)) return { kind: "anonymous", anonymousId };
  return { kind: "none" };
}
