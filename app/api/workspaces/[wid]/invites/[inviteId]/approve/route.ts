import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { approveJoinRequest } from "@/lib/workspaces/invite-requests";
import { inviteParams } from "@/lib/workspaces/schemas";
import { memberResponse } from "@/lib/workspaces/responses";

// POST /api/workspaces/{wid}/invites/{inviteId}/approve: admins let the account that asked join
export const POST = handler(
  {
    auth: "user",
    params: inviteParams,
    tag: "Workspace invites",
    summary: "Admins approve another account's request to join with an invite",
    responses: { 200: answer("The new member", memberResponse) },
    errors: [404, 409, 410],
  },
  ({ db, userId, params }) =>
    approveJoinRequest(db, { workspaceId: params.wid, userId, inviteId: params.inviteId }),
);
