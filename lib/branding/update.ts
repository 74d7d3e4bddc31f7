import "server-only";
import { eq, sql } from "drizzle-orm";
import { workspaces } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { requireWorkspaceFeature } from "@/lib/entitlements/queries";
import { forgetAllAccessRows } from "@/lib/access/rows/access-rows";
import { ADMIN_ROLES, membershipOf, requireRole } from "@/lib/workspaces/access";
import { brandingEnabled, brandingRow } from "./queries";
import { toBrandingResponse } from "./serialize";
import { BRANDING_MESSAGES, type BrandingResponse } from "./shared";

/**
 * Owners and admins change the branding (others in the workspace: 403, outsiders: 404), and only
 * on a plan with customBranding (403 `plan_required`). `plan: false` skips the plan: removing
 * stored branding is never a paid feature.
 */
export async function assertMayBrand(
  db: DbOrTx,
  { workspaceId, userId, plan = true }: { workspaceId: number; userId: string; plan?: boolean },
): Promise<void> {
  requireRole(await membershipOf(db, workspaceId, userId), ADMIN_ROLES, BRANDING_MESSAGES.role);
  if (plan) await requireWorkspaceFeature(db, workspaceId, "customBranding");
}

/** Writes branding columns and bumps their version; every kept share page version is dropped. */
export async function writeBranding(
  db: DbOrTx,
  workspaceId: number,
  values: Partial<Pick<typeof workspaces.$inferInsert, "accentColor" | "logoKey">>,
): Promise<BrandingResponse> {
  await db
    .update(workspaces)
    .set({ ...values, brandingUpdatedAt: sql`now()` })
    .where(eq(workspaces.id, workspaceId));
  forgetAllAccessRows();
  return toBrandingResponse(
    await brandingRow(db, workspaceId),
    await brandingEnabled(db, workspaceId),
  );
}

/** PATCH /api/workspaces/{wid}/branding: the accent colour (null clears it). */
export async function setAccentColor(
  db: DbOrTx,
  input: { workspaceId: number; userId: string; accentColor: string | null },
): Promise<BrandingResponse> {
  await assertMayBrand(db, input);
  return writeBranding(db, input.workspaceId, { accentColor: input.accentColor });
}
