import "server-only";
import { eq } from "drizzle-orm";
import { videos, workspaces } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { entitlementsFor } from "@/lib/entitlements/queries";
import { notFound } from "@/lib/errors";
import { membershipOf, WORKSPACE_NOT_FOUND } from "@/lib/workspaces/access";
import { toBrandingResponse, toDisplayedBranding, type BrandingRow } from "./serialize";
import type { BrandingResponse, DisplayedBranding } from "./shared";

const brandingColumns = {
  id: workspaces.id,
  name: workspaces.name,
  accentColor: workspaces.accentColor,
  logoKey: workspaces.logoKey,
  brandingUpdatedAt: workspaces.brandingUpdatedAt,
};

export async function brandingRow(db: DbOrTx, workspaceId: number): Promise<BrandingRow> {
  const [row] = await db
    .select(brandingColumns)
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) throw notFound(WORKSPACE_NOT_FOUND, "workspace_not_found");
  return row;
}

/** Whether the workspace's plan shows its branding (the entitlements table: Pro Annual). */
export async function brandingEnabled(db: DbOrTx, workspaceId: number): Promise<boolean> {
  return (await entitlementsFor(db, workspaceId)).customBranding;
}

/** GET /api/workspaces/{wid}/branding: any member reads it (others: 404). */
export async function getBranding(
  db: DbOrTx,
  { workspaceId, userId }: { workspaceId: number; userId: string },
): Promise<BrandingResponse> {
  await membershipOf(db, workspaceId, userId);
  return toBrandingResponse(
    await brandingRow(db, workspaceId),
    await brandingEnabled(db, workspaceId),
  );
}

/** The branding a workspace's viewers see: none unless its plan includes it. */
export async function displayedBranding(
  db: DbOrTx,
  workspaceId: number,
): Promise<DisplayedBranding | null> {
  const row = await brandingRow(db, workspaceId);
  if (!row.accentColor && !row.logoKey) return null;
  return (await brandingEnabled(db, workspaceId)) ? toDisplayedBranding(row) : null;
}

/**
 * What a workspace's plan puts around its videos for viewers (share page and embed), from one
 * read of the plan: the free badge, or the workspace's branding.
 */
export async function planDisplay(
  db: DbOrTx,
  workspaceId: number,
): Promise<{ badge: boolean; branding: DisplayedBranding | null }> {
  const { badge, customBranding } = await entitlementsFor(db, workspaceId);
  if (!customBranding) return { badge, branding: null };
  const row = await brandingRow(db, workspaceId);
  return { badge, branding: row.accentColor || row.logoKey ? toDisplayedBranding(row) : null };
}

/** The displayed branding of the video's workspace (share page, embed, emails). */
export async function brandingForVideo(
  db: DbOrTx,
  videoId: number,
): Promise<DisplayedBranding | null> {
  const [row] = await db
    .select({ workspaceId: videos.workspaceId })
    .from(videos)
    .where(eq(videos.id, videoId))
    .limit(1);
  return row ? displayedBranding(db, row.workspaceId) : null;
}
