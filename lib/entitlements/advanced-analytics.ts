import "server-only";
import type { Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { forbidden } from "@/lib/errors";
import { entitlementsFor } from "./queries";
import { featureNeedsPlanMessage } from "./shared";

/**
 * Whether a workspace's plan includes advanced analytics (tracked links, the email gate,
 * per-viewer figures, funnel, CSV, webhooks): the entitlements table decides (Pro Annual).
 */
export async function workspaceHasAdvancedAnalytics(
  db: DbOrTx,
  workspaceId: number,
): Promise<boolean> {
  return (await entitlementsFor(db, workspaceId)).advancedAnalytics;
}

/** 403 `plan_required`, naming the plan, unless the workspace's plan includes them. */
export async function assertWorkspaceAdvancedAnalytics(
  db: DbOrTx,
  workspaceId: number,
): Promise<void> {
  if (!(await workspaceHasAdvancedAnalytics(db, workspaceId))) {
    throw forbidden(
      `${featureNeedsPlanMessage("advancedAnalytics")} View Plans to upgrade.`,
      "plan_required",
    );
  }
}

type VideoPlace = Pick<Video, "workspaceId">;

/** The same, for the workspace a video belongs to. */
export async function hasAdvancedAnalytics(db: DbOrTx, video: VideoPlace): Promise<boolean> {
  return workspaceHasAdvancedAnalytics(db, video.workspaceId);
}

export async function assertAdvancedAnalytics(db: DbOrTx, video: VideoPlace): Promise<void> {
  await assertWorkspaceAdvancedAnalytics(db, video.workspaceId);
}
