import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/db/types";
import { apiTokens } from "@/db/schema";

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
