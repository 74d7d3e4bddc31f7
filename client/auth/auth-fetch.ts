import type { Session } from "next-auth";
import type { z, ZodType } from "zod";
import type { authEndpointResponses } from "@/lib/auth/responses";
import { readJson } from "@/client/http/json";

/** What each endpoint answers, from the schemas the route declares. */
type AuthAnswers = {
  [E in keyof typeof authEndpointResponses]: z.infer<(typeof authEndpointResponses)[E]>;
};

/** Where Auth.js answers (its route handler under app/api/auth). */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * Reads one of Auth.js's JSON endpoints (session, csrf, providers); null when the request or the
 * server fails, as the sign-in state then is unknown rather than an error to show.
 */
export async function readAuthJson<E extends keyof AuthAnswers>(
  endpoint: E,
): Promise<AuthAnswers[E] | null> {
  try {
    const response = await fetch(`${AUTH_BASE_PATH}/${endpoint}`, {
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    return await readJson<ZodType<AuthAnswers[E]>>(response);
  } catch {
    return null;
  }
}

/**
 * What the server says of this browser's session. "unknown" when it could not be asked (offline,
 * or the server failing): that is never "signed-out", which only the server's answer can say.
 */
export type SessionCheck =
  { status: "signed-in"; session: Session } | { status: "signed-out" } | { status: "unknown" };

export async function checkSession(): Promise<SessionCheck> {
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE_PATH}/session`, {
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
    });
  } catch {
    return { status: "unknown" };
  }
  if (!response.ok) return { status: "unknown" };
  const session = await readJson<ZodType<AuthAnswers["session"]>>(response).catch(() => undefined);
  if (session === undefined) return { status: "unknown" };
  // Auth.js answers `null` without a session; an empty object is no session either.
  return session && "user" in session ? { status: "signed-in", session } : { status: "signed-out" };
}

/** The session when the server could say; throws when it could not (see SessionCheck). */
export async function readKnownSession(): Promise<Session | null> {
  const check = await checkSession();
  if (check.status === "unknown") throw new Error("The session could not be checked");
  return check.status === "signed-in" ? check.session : null;
}

/**
 * The browser's session as the server sees it now: the user, or null when signed out or when the
 * server could not be asked (for callers to which both mean there is no session to act on).
 */
export async function getSession(): Promise<Session | null> {
  const check = await checkSession();
  return check.status === "signed-in" ? check.session : null;
}
