import { handler } from "@/lib/api/handler";
import { revokeInvite } from "@/lib/workspaces/invites";
import { inviteParams } from "@/lib/workspaces/schemas";

// DELETE /api/workspaces/{wid}/invites/{inviteId}: admins revoke a pending invite
export const DELETE = handler(
  { auth: "user", params: inviteParams },
  async ({ db, userId, params }) => {
    await revokeInvite(db, { workspaceId: params.wid, userId, inviteId: params.inviteId });
    return { success: true };
  },
);
