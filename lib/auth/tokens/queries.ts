import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { apiTokens } from "@/db/schema";
import type { ApiTokenScope, ApiTokenView } from "./shared";
import { toApiTokenView } from "./serialize";

/** Every token starts with it, so a bearer value of another kind is refused without a lookup. */
export const API_TOKEN_PREFIX = "drl_";

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The owner and scope of a live (not revoked, not expired) token; null for anything else. */
export async function findApiToken(
  db: DbOrTx,
  token: string,
): Promise<{ userId: string; scope: ApiTokenScope } | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
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

/** The user's unrevoked tokens, expired ones included (never the token itself: only its hash is kept). */
export async function listApiTokens(db: DbOrTx, userId: string): Promise<ApiTokenView[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.revoked, false)))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(toApiTokenView);
}
