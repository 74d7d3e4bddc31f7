import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { acceptInvite } from "@/lib/workspaces/invite-accept";
import { inviteTokenParams } from "@/lib/workspaces/schemas";
import { joinRequestResponse, membershipResponse } from "@/lib/workspaces/responses";

// POST /api/invites/{token}/accept: the invited address's account joins; another asks an admin
export const POST = handler(
  {
    auth: "user",
    params: inviteTokenParams,
    tag: "Workspace invites",
    summary: "Join with the invite's role (the invited address); another account asks an admin",
    responses: {
      200: answer("Joined: the membership", membershipResponse),
      202: answer("Another account's request, awaiting an admin's approval", joinRequestResponse),
    },
    errors: [404, 409, 410],
  },
  async ({ db, userId, params }) => {
    const result = await acceptInvite(db, { token: params.token, userId });
    return "joined" in result ? result.joined : json(result.requested, 202);
  },
);
