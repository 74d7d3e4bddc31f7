import "server-only";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { badRequest } from "@/lib/errors";
import type { EmailKind } from "./shared";
import { updateEmailPreferences } from "./preferences";
import { verifyUnsubscribe, type UnsubscribeClaim } from "./unsubscribe-token";

export const INVALID_UNSUBSCRIBE_LINK = "Invalid token: this unsubscribe link is not valid";

/** What an unsubscribe token says, or null when it is not one of ours (the page shows that). */
export function readUnsubscribeToken(
  token: string,
  secret = config().authSecret,
): UnsubscribeClaim | null {
  return verifyUnsubscribe(secret, token);
}

/**
 * POST /api/unsubscribe (RFC 8058 one-click, and the page's button): turns the token's kind of
 * email off, without signing in. Repeating it changes nothing; a deleted user has nothing to stop.
 */
export async function unsubscribe(
  db: DbOrTx,
  { token, secret = config().authSecret }: { token: string; secret?: string },
): Promise<{ kind: EmailKind }> {
  const claim = verifyUnsubscribe(secret, token);
  if (!claim) throw badRequest(INVALID_UNSUBSCRIBE_LINK, "invalid_unsubscribe_link");
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, claim.userId))
    .limit(1);
  if (user) {
    await updateEmailPreferences(db, { userId: claim.userId, changes: { [claim.kind]: false } });
  }
  return { kind: claim.kind };
}
