import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { deleteWorkspace, renameWorkspace } from "@/lib/workspaces/manage";
import { getWorkspace } from "@/lib/workspaces/queries";
import {
  deleteWorkspaceQuery,
  workspaceNameSchema,
  workspaceParams,
} from "@/lib/workspaces/schemas";
import { workspaceResponse } from "@/lib/workspaces/responses";

// GET /api/workspaces/{wid}: one workspace of the caller's (others: 404)
export const GET = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspaces",
    summary: "One of the caller's workspaces",
    responses: { 200: answer("The workspace", workspaceResponse) },
    errors: [404],
  },
  ({ db, userId, params }) => getWorkspace(db, params.wid, userId),
);

// PATCH /api/workspaces/{wid}: admins rename it
export const PATCH = handler(
  {
    auth: "user",
    params: workspaceParams,
    body: workspaceNameSchema,
    tag: "Workspaces",
    summary: "Admins rename the workspace",
    responses: { 200: answer("The workspace", workspaceResponse) },
    errors: [404],
  },
  ({ db, userId, params, body }) =>
    renameWorkspace(db, { workspaceId: params.wid, userId, name: body.name }),
);

// DELETE /api/workspaces/{wid}?confirmVideoCount=: the owner deletes a team workspace and its videos
export const DELETE = handler(
  {
    auth: "user",
    params: workspaceParams,
    query: deleteWorkspaceQuery,
    tag: "Workspaces",
    summary: "The owner deletes a team workspace, and its videos once their number is confirmed",
    responses: { 200: answer("Deleted", success) },
    errors: [404, 409],
  },
  async ({ db, userId, params, query }) => {
    await deleteWorkspace(db, {
      workspaceId: params.wid,
      userId,
      confirmVideoCount: query.confirmVideoCount,
    });
    return { success: true };
  },
);
