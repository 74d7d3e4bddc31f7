import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { createInvite, listInvites } from "@/lib/workspaces/invites";
import { createInviteSchema, workspaceParams } from "@/lib/workspaces/schemas";
import { createdInviteResponse, inviteListResponse } from "@/lib/workspaces/responses";

// GET /api/workspaces/{wid}/invites: admins see the pending invites
export const GET = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace invites",
    summary: "Admins list the pending invites",
    responses: { 200: answer("Pending invites", inviteListResponse) },
    errors: [403, 404],
  },
  ({ db, userId, params }) => listInvites(db, { workspaceId: params.wid, userId }),
);

// POST /api/workspaces/{wid}/invites: admins invite an email with a role; the email is queued
export const POST = handler(
  {
    auth: "user",
    params: workspaceParams,
    body: createInviteSchema,
    tag: "Workspace invites",
    summary: "Admins invite an email with a role (emailed); limited per hour and pending",
    responses: {
      201: answer("The invite and its link", createdInviteResponse),
    },
    errors: [404, 409, 429],
  },
  async ({ db, userId, params, body }) =>
    json(await createInvite(db, { workspaceId: params.wid, userId, ...body }), 201),
);
