import { encode } from "next-auth/jwt";
import { createApiToken } from "@/lib/auth/tokens/create";
import { users } from "@/db/schema";
import type { Db } from "@/db/types";

export interface TestUser {
  id: string;
  token: string;
  /** A session cookie for the user, as a signed-in browser sends it. */
  cookie: string;
  email: string;
}

let counter = 0;

export async function createTestUser(
  db: Db,
  overrides: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: `${overrides.firstName ?? "Test"} ${overrides.lastName ?? `User${counter}`}`,
      firstName: overrides.firstName ?? "Test",
      lastName: overrides.lastName ?? `User${counter}`,
    })
    .returning();
  if (!row) throw new Error("could not create test user");
  return {
    id: row.id,
    email,
    token: await createApiToken(db, row.id),
    cookie: await sessionCookie(row.id),
  };
}

/**
 * An Auth.js session cookie for a user, as the browser would send it (`sv`: its session version,
 * `sid`: the session's id, which a sign-out revokes).
 */
export async function sessionCookie(
  userId: string,
  sessionVersion?: number,
  sid?: string,
): Promise<string> {
  const name = "authjs.session-token";
  const value = await encode({
    token: {
      sub: userId,
      name: "Test",
      ...(sessionVersion === undefined ? {} : { sv: sessionVersion }),
      ...(sid === undefined ? {} : { sid }),
    },
    secret: process.env.AUTH_SECRET ?? "",
    salt: name,
  });
  return `${name}=${value}`;
}

interface RequestOptions {
  method?: string;
  token?: string;
  /** A session cookie (TestUser.cookie); set with `token` it is ignored, as the app does. */
  cookie?: string;
  anonymousId?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function apiRequest(path: string, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.anonymousId) headers.set("x-user-id", options.anonymousId);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: options.method ?? "GET",
    headers,
    body,
  });
}

/** Route handlers receive params as a promise (Next 16). */
export function routeParams<T extends Record<string, string>>(params: T) {
  return { params: Promise.resolve(params) };
}
