import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/types";
import { apiTokens } from "@/lib/db/schema";

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
