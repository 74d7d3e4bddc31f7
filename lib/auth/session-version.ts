import "server-only";
import { eq, sql } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import type { DbOrTx } from "@/db/types";
import { users } from "@/db/schema";

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
 * A session JWT is current while the version it was issued with matches the user's. Tokens issued
 * before versions existed carry none and count as version 0.
 */
export async function isSessionCurrent(
  db: DbOrTx,
  token: { sub?: string | null; sv?: unknown },
): Promise<boolean> {
  if (!token.sub) return false;
  const version = await sessionVersionOf(db, token.sub);
  return version !== null && version === (typeof token.sv === "number" ? token.sv : 0);
}

/** 'Sign out everywhere': every session JWT issued so far stops working (API tokens are kept). */
export async function signOutEverywhere(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * The Auth.js `jwt` callback: stamps the user's version at sign-in; afterwards a stale version
 * answers null, which signs the session out and clears its cookie. A failing check keeps the
 * session: a database blip must not sign everyone out.
 */
export function sessionVersionCallback(db: DbOrTx) {
  return async ({ token, user }: { token: JWT; user?: { id?: string } }): Promise<JWT | null> => {
    if (user?.id) return { ...token, sv: (await sessionVersionOf(db, user.id)) ?? 0 };
    try {
      return (await isSessionCurrent(db, token)) ? token : null;
    } catch (error) {
      console.error("[auth] session version check failed", error);
      return token;
    }
  };
}
