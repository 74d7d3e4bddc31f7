import "server-only";
import { and, count, eq } from "drizzle-orm";
import { videos, workspaceMembers, workspaces } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { UPGRADE_MESSAGE } from "@/lib/billing/shared";
import { forbidden } from "@/lib/errors";
import { entitlementsFor } from "./queries";
import { assertWithinPlanLength } from "./recording-length";
import { featureNeedsPlanMessage } from "./shared";

async function isOwner(db: DbOrTx, workspaceId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row?.role === "owner";
}

/**
 * What the workspace's plan asks of a new video: a free workspace holds FREE_VIDEO_LIMIT videos in
 * all and only its owner records (403); a recording longer than the plan allows is 413. In a
 * transaction, `lock` holds the workspace row so concurrent uploads see each other's videos.
 */
export async function assertPlanAllowsNewVideo(
  db: DbOrTx,
  input: { workspaceId: number; userId: string; seconds?: number; lock?: boolean },
): Promise<void> {
  if (input.lock) {
    await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, input.workspaceId))
      .for("update");
  }
  const entitlements = await entitlementsFor(db, input.workspaceId);
  if (!entitlements.teamSharing && !(await isOwner(db, input.workspaceId, input.userId))) {
    throw forbidden(
      `Only the owner records in a free workspace. ${featureNeedsPlanMessage("teamSharing")}`,
      "plan_required",
    );
  }
  if (entitlements.videoLimit !== null) {
    const [row] = await db
      .select({ n: count() })
      .from(videos)
      .where(eq(videos.workspaceId, input.workspaceId));
    if ((row?.n ?? 0) >= entitlements.videoLimit)
      throw forbidden(UPGRADE_MESSAGE, "free_plan_limit");
  }
  assertWithinPlanLength(entitlements, input.seconds);
}
