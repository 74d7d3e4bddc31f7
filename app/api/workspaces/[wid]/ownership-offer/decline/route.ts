import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { declineOwnershipOffer } from "@/lib/workspaces/ownership";
import { workspaceParams } from "@/lib/workspaces/schemas";

// POST /api/workspaces/{wid}/ownership-offer/decline: the offered admin declines; nothing changes
export const POST = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace members",
    summary: "The offered admin declines the ownership offer",
    responses: { 200: answer("Declined", success) },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await declineOwnershipOffer(db, { workspaceId: params.wid, userId });
    return { success: true };
  },
);
