import "server-only";
import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import type { DbOrTx } from "@/db/types";
import { revokedSessions, users } from "@/db/schema";
import { logger } from "@/lib/log/logger";

/** Auth.js's default session lifetime: a revoked id is kept this long when its JWT has no `exp`. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The user's session version, or null when the user no longer exists. */
export async function sessionVersionOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.version ?? null;
}

/**
 * A session JWT is current while the version it was issued with matches the user's and its id
 * (`sid`) was not signed out. Tokens issued before versions existed carry none and count as
 * version 0; tokens from before ids existed can only end with 'Sign out everywhere'.
 */
export async function isSessionCurrent(
  db: DbOrTx,
  token: { sub?: string | null; sv?: unknown; sid?: unknown },
): Promise<boolean> {
  if (!token.sub) return false;
  const sid = typeof token.sid === "string" ? token.sid : null;
  const [row] = await db
    .select({
      version: users.sessionVersion,
      revoked: sid
        ? sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sid} = ${sid})`
        : sql<boolean>`false`,
    })
    .from(users)
    .where(eq(users.id, token.sub))
    .limit(1);
  if (!row || row.revoked) return false;
  return row.version === (typeof token.sv === "number" ? token.sv : 0);
}

/**
 * Sign-out of one session: its id is refused from now on, so a session read already in flight
 * cannot re-issue the cookie. Ids of expired JWTs are dropped on the way.
 */
export async function revokeSession(
  db: DbOrTx,
  token: { sid?: unknown; exp?: unknown } | null,
): Promise<void> {
  if (typeof token?.sid !== "string") return;
  const now = Date.now();
  const expiresAt = new Date(
    typeof token.exp === "number" ? token.exp * 1000 : now + SESSION_MAX_AGE_SECONDS * 1000,
  );
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date(now)));
  await db
    .insert(revokedSessions)
    .values({ sid: token.sid, expiresAt })
    .onConflictDoNothing({ target: revokedSessions.sid });
}

/** 'Sign out everywhere': every session JWT issued so far stops working (API tokens are kept). */
export async function signOutEverywhere(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * The Auth.js `jwt` callback: stamps the user's version and a fresh session id at sign-in;
 * afterwards a stale version or a signed-out id answers null, which signs the session out and
 * clears its cookie. A failing check keeps the session: a database blip must not sign everyone out.
 */
export function sessionVersionCallback(db: DbOrTx) {
  return async ({ token, user }: { token: JWT; user?: { id?: string } }): Promise<JWT | null> => {
    if (user?.id)
      return { ...token, sv: (await sessionVersionOf(db, user.id)) ?? 0, sid: randomUUID() };
    try {
      return (await isSessionCurrent(db, token)) ? token : null;
    } catch (error) {
      logger().error({ err: error }, "[auth] session version check failed");
      return token;
    }
  };
}
