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

export type ApiTokenScope = "read" | "write";
export const API_TOKEN_SCOPES = ["read", "write"] as const satisfies readonly ApiTokenScope[];

export interface NewApiToken {
  name?: string;
  scope?: ApiTokenScope;
  /** null or absent: the token never expires. */
  expiresAt?: Date | null;
}

/** Issues a bearer token for API clients; the plain token is shown once and only its hash is kept. */
export async function createApiToken(
  db: DbOrTx,
  userId: string,
  options: NewApiToken = {},
): Promise<string> {
  const token = PREFIX + randomBytes(24).toString("base64url");
  await db.insert(apiTokens).values({
    userId,
    name: options.name ?? "API token",
    scope: options.scope ?? "write",
    expiresAt: options.expiresAt ?? null,
    tokenHash: hashApiToken(token),
  });
  return token;
}

/** The owner and scope of a live (not revoked, not expired) token; null for anything else. */
export async function findApiToken(
  db: DbOrTx,
  token: string,
): Promise<{ userId: string; scope: ApiTokenScope } | null> {
  if (!token.startsWith(PREFIX)) return null;
  const [row] = await db
    .select({ userId: apiTokens.userId, scope: apiTokens.scope })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(token)),
        eq(apiTokens.revoked, false),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface ApiTokenSummary {
  id: string;
  name: string;
  scope: ApiTokenScope;
  /** ISO time, or null for a token that never expires. */
  expiresAt: string | null;
  createdAt: string;
}

/** The user's unrevoked tokens, expired ones included (never the token itself: only its hash is kept). */
export async function listApiTokens(db: DbOrTx, userId: string): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.revoked, false)))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    expiresAt: row.expiresAt?.toISOString() ?? null,
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
  if (revoked.length === 0) throw notFound("Token not found", "token_not_found");
}
