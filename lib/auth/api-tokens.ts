import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/db/types";
import { apiTokens } from "@/db/schema";

const PREFIX = "drl_";

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a bearer token for API clients; the plain token is shown once and only its hash is kept. */
export async function createApiToken(
  db: DbOrTx,
  userId: string,
  name = "API token",
): Promise<string> {
  const token = PREFIX + randomBytes(24).toString("base64url");
  await db.insert(apiTokens).values({ userId, name, tokenHash: hashApiToken(token) });
  return token;
}

export async function findUserIdByApiToken(db: DbOrTx, token: string): Promise<string | null> {
  if (!token.startsWith(PREFIX)) return null;
  const [row] = await db
    .select({ userId: apiTokens.userId })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(token)),
        eq(apiTokens.revoked, false),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export interface ApiTokenSummary {
  id: string;
  name: string;
  createdAt: string;
}

/** The user's live tokens (never the token itself: only its hash is kept). */
export async function listApiTokens(db: DbOrTx, userId: string): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.revoked, false)))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Revokes one of the user's tokens; someone else's token is simply not found. */
export async function revokeApiToken(db: DbOrTx, userId: string, tokenId: string): Promise<void> {
  const revoked = await db
    .update(apiTokens)
    .set({ revoked: true })
    .where(
      and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), eq(apiTokens.revoked, false)),
    )
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw notFound("Token not found");
}
