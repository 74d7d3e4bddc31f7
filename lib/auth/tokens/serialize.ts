import "server-only";
import type { apiTokens } from "@/db/schema";
import type { ApiTokenView } from "./shared";

export function toApiTokenView(row: typeof apiTokens.$inferSelect): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
