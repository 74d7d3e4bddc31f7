import "server-only";
import { supportRequests } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { entitlementsFor } from "@/lib/entitlements/queries";
import { enqueueAll } from "@/lib/jobs/enqueue";
import { enforceRateLimit, tryAgainIn } from "@/lib/rate-limit";
import { membershipOf } from "@/lib/workspaces/access";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import type { CreateSupportRequestInput } from "./schemas";
import { SUPPORT_EMAIL_JOB, SUPPORT_EMAIL_MAX_ATTEMPTS } from "./email";
import { SUPPORT_REQUESTS_PER_HOUR, type SupportRequestResponse } from "./shared";

/**
 * POST /api/support: stores the request and queues its two emails (to the team, marked priority
 * when the workspace's plan has priority support, and the sender's confirmation) in one
 * transaction; the worker sends them. A workspace the caller is not in is 404.
 */
export async function createSupportRequest(
  db: DbOrTx,
  { userId, input }: { userId: string; input: CreateSupportRequestInput },
): Promise<SupportRequestResponse> {
  await enforceRateLimit(db, {
    key: `support:${userId}`,
    limit: SUPPORT_REQUESTS_PER_HOUR,
    windowSeconds: 3600,
    message: (seconds) => `You have sent several support requests recently. ${tryAgainIn(seconds)}`,
  });
  const workspaceId =
    input.workspaceId === undefined
      ? await ensurePersonalWorkspace(db, userId)
      : (await membershipOf(db, input.workspaceId, userId)).workspaceId;
  const { prioritySupport } = await entitlementsFor(db, workspaceId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        userId,
        workspaceId,
        subject: input.subject,
        message: input.message,
        videoUrl: input.videoUrl ?? null,
        priority: prioritySupport,
      })
      .returning();
    if (!row) throw new Error("The support request was not stored");
    await enqueueAll(
      tx,
      (["team", "sender"] as const).map((to) => ({
        kind: SUPPORT_EMAIL_JOB,
        payload: { requestId: row.id, to },
        maxAttempts: SUPPORT_EMAIL_MAX_ATTEMPTS,
      })),
    );
    return {
      id: row.id,
      subject: row.subject,
      priority: row.priority,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
