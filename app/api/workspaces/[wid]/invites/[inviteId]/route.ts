import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { revokeInvite } from "@/lib/workspaces/invites";
import { inviteParams } from "@/lib/workspaces/schemas";

// DELETE /api/workspaces/{wid}/invites/{inviteId}: admins revoke a pending invite
export const DELETE = handler(
  {
    auth: "user",
    params: inviteParams,
    tag: "Workspace invites",
    summary: "Admins revoke a pending invite",
    responses: { 200: answer("Deleted", success) },
    errors: [404, 409],
  },
  async ({ db, userId, params }) => {
    await revokeInvite(db, { workspaceId: params.wid, userId, inviteId: params.inviteId });
    return { success: true };
  },
);
