import "server-only";
import type { DbOrTx } from "@/db/types";
import { workspaceForNewVideo } from "@/lib/workspaces/new-video";
import { membershipOf } from "@/lib/workspaces/access";
import { entitlementsFor } from "./queries";
import { maxRecordingSeconds } from "./recording-length";
import { PLAN_NAMES, type PlanSummary } from "./shared";

/**
 * GET /api/plan: the plan of a workspace the caller is a member of (404 otherwise), or of their
 * personal workspace; the recorder shows the time left from it.
 */
export async function planSummary(
  db: DbOrTx,
  { userId, workspaceId }: { userId: string; workspaceId?: number },
): Promise<PlanSummary> {
  const id =
    workspaceId === undefined
      ? (await workspaceForNewVideo(db, userId)).workspaceId
      : (await membershipOf(db, workspaceId, userId)).workspaceId;
  const entitlements = await entitlementsFor(db, id);
  return {
    ...entitlements,
    planName: PLAN_NAMES[entitlements.plan],
    workspaceId: id,
    maxRecordingSeconds: maxRecordingSeconds(entitlements),
  };
}
