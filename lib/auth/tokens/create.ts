import "server-only";
import { randomBytes } from "node:crypto";
import type { DbOrTx } from "@/db/types";
import { apiTokens } from "@/db/schema";
import { API_TOKEN_PREFIX, hashApiToken } from "./queries";
import type { ApiTokenScope } from "./shared";

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
  const token = API_TOKEN_PREFIX + randomBytes(24).toString("base64url");
  await db.insert(apiTokens).values({
    userId,
    name: options.name ?? "API token",
    scope: options.scope ?? "write",
    expiresAt: options.expiresAt ?? null,
    tokenHash: hashApiToken(token),
  });
  return token;
}
