import { handler, json } from "@/lib/api/handler";
import { createInvite, listInvites } from "@/lib/workspaces/invites";
import { createInviteSchema, workspaceParams } from "@/lib/workspaces/schemas";

// GET /api/workspaces/{wid}/invites: admins see the pending invites
export const GET = handler({ auth: "user", params: workspaceParams }, ({ db, userId, params }) =>
  listInvites(db, { workspaceId: params.wid, userId }),
);

// POST /api/workspaces/{wid}/invites: admins invite an email with a role; the email is queued
export const POST = handler(
  { auth: "user", params: workspaceParams, body: createInviteSchema },
  async ({ db, userId, params, body }) =>
    json(await createInvite(db, { workspaceId: params.wid, userId, ...body }), 201),
);
