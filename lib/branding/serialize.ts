import "server-only";
import type { Workspace } from "@/db/schema";
import { readableTextOn, logoPath, type BrandingResponse, type DisplayedBranding } from "./shared";

export type BrandingRow = Pick<
  Workspace,
  "id" | "name" | "accentColor" | "logoKey" | "brandingUpdatedAt"
>;

export function toBrandingResponse(row: BrandingRow, enabled: boolean): BrandingResponse {
  return {
    workspaceId: row.id,
    accentColor: row.accentColor,
    logoUrl: row.logoKey ? logoPath(row.id, row.logoKey) : null,
    enabled,
    updatedAt: row.brandingUpdatedAt?.toISOString() ?? null,
  };
}

/** What viewers see; null when nothing is set. */
export function toDisplayedBranding(row: BrandingRow): DisplayedBranding | null {
  if (!row.accentColor && !row.logoKey) return null;
  return {
    workspaceName: row.name,
    logoUrl: row.logoKey ? logoPath(row.id, row.logoKey) : null,
    accentColor: row.accentColor,
    accentText: row.accentColor ? readableTextOn(row.accentColor) : null,
  };
}
