import { handler } from "@/lib/api/handler";
import { acceptInvite } from "@/lib/workspaces/invites";
import { inviteTokenParams } from "@/lib/workspaces/schemas";

// POST /api/invites/{token}/accept: any signed-in account joins with the invite's role
export const POST = handler({ auth: "user", params: inviteTokenParams }, ({ db, userId, params }) =>
  acceptInvite(db, { token: params.token, userId }),
);
