import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as listTokens } from "@/app/api/tokens/route";
import { revokeSession, sessionVersionCallback } from "@/lib/auth/session-version";
import { apiRequest, createTestUser, sessionCookie } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const ORIGIN = "http://127.0.0.1:3000";
const SESSION_COOKIE = "authjs.session-token";

/** The `name=value` pairs a response sets, as the browser would store them. */
function setCookies(response: Response): Map<string, string> {
  const pairs = response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
  return new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
}

function authRequest(
  path: string,
  cookie: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new NextRequest(`${ORIGIN}/api/auth/${path}`, {
    ...init,
    headers: { cookie, ...init.headers },
  });
}

async function readSession(cookie: string) {
  const response = await authGet(authRequest("session", cookie));
  return { body: (await response.json()) as { user?: { id?: string } } | null, response };
}

async function signOut(cookie: string): Promise<Response> {
  const csrf = await authGet(authRequest("csrf", cookie));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = [...setCookies(csrf).values()].find((pair) => pair.includes("csrf-token"));
  return authPost(
    authRequest("signout", `${cookie}; ${csrfCookie}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken }).toString(),
    }),
  );
}

describe("signing out of one session", () => {
  it("a session read that answered just before the sign-out cannot bring the session back", async () => {
    const user = await createTestUser(database.db());
    const cookie = await sessionCookie(user.id, 0, randomUUID());
    expect((await readSession(cookie)).body?.user?.id).toBe(user.id);

    // The page's session read is in flight: Auth.js has checked the session and re-issued the
    // cookie, but the browser stores it only after the sign-out below has cleared it.
    const { response: inFlight } = await readSession(cookie);
    const reissued = setCookies(inFlight).get(SESSION_COOKIE);
    expect(reissued).toBeDefined();

    const signedOut = await signOut(cookie);
    expect(signedOut.status).toBeLessThan(400);
    expect(setCookies(signedOut).get(SESSION_COOKIE)).toBe(`${SESSION_COOKIE}=`);

    // The browser now holds the re-issued cookie: the session is over all the same.
    const after = await readSession(reissued ?? "");
    expect(after.body).toBeNull();
    expect(setCookies(after.response).get(SESSION_COOKIE)).toBe(`${SESSION_COOKIE}=`);
    expect((await listTokens(apiRequest("/api/tokens", { cookie: reissued }))).status).toBe(401);

    // Other sessions of the same user are untouched.
    const otherBrowser = await sessionCookie(user.id, 0, randomUUID());
    expect((await readSession(otherBrowser)).body?.user?.id).toBe(user.id);
  });

  it("gives each sign-in its own id and keeps revoking idempotent", async () => {
    const user = await createTestUser(database.db());
    const jwt = sessionVersionCallback(database.db());
    const first = await jwt({ token: { sub: user.id }, user: { id: user.id } });
    const second = await jwt({ token: { sub: user.id }, user: { id: user.id } });
    expect(first?.sid).toEqual(expect.any(String));
    expect(first?.sid).not.toBe(second?.sid);

    await revokeSession(database.db(), first);
    await revokeSession(database.db(), first);
    expect(await jwt({ token: first ?? {} })).toBeNull();
    expect(await jwt({ token: second ?? {} })).toEqual(second);
    // A token from before session ids is left to 'Sign out everywhere'.
    await revokeSession(database.db(), { exp: 0 });
    expect(await jwt({ token: { sub: user.id, sv: 0 } })).toEqual({ sub: user.id, sv: 0 });
  });
});
