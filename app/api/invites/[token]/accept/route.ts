import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { acceptInvite } from "@/lib/workspaces/invites";
import { inviteTokenParams } from "@/lib/workspaces/schemas";
import { membershipResponse } from "@/lib/workspaces/responses";

// POST /api/invites/{token}/accept: any signed-in account joins with the invite's role
export const POST = handler(
  {
    auth: "user",
    params: inviteTokenParams,
    tag: "Workspace invites",
    summary: "Join with the invite's role (any signed-in account)",
    responses: {
      200: answer("The membership", membershipResponse),
    },
    errors: [404, 410],
  },
  ({ db, userId, params }) => acceptInvite(db, { token: params.token, userId }),
);
