import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { denyJoinRequest } from "@/lib/workspaces/invite-requests";
import { inviteParams } from "@/lib/workspaces/schemas";
import { inviteResponse } from "@/lib/workspaces/responses";

// POST /api/workspaces/{wid}/invites/{inviteId}/deny: admins refuse; the invite waits for its address
export const POST = handler(
  {
    auth: "user",
    params: inviteParams,
    tag: "Workspace invites",
    summary: "Admins deny another account's request; the invite stays for its address",
    responses: { 200: answer("The invite, pending again", inviteResponse) },
    errors: [404, 409, 410],
  },
  ({ db, userId, params }) =>
    denyJoinRequest(db, { workspaceId: params.wid, userId, inviteId: params.inviteId }),
);
