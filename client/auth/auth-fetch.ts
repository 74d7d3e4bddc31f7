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

/** The browser's session as the server sees it now: the user, or null when signed out. */
export async function getSession(): Promise<Session | null> {
  const session = await readAuthJson("session");
  // Auth.js answers `null` without a session; an empty object is no session either.
  return session && "user" in session ? session : null;
}
