import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { createWorkspace } from "@/lib/workspaces/manage";
import { listWorkspaces } from "@/lib/workspaces/queries";
import { workspaceNameSchema } from "@/lib/workspaces/schemas";
import { workspaceListResponse, workspaceResponse } from "@/lib/workspaces/responses";

// GET /api/workspaces: the caller's workspaces (personal first) with their role, plan and seats
export const GET = handler(
  {
    auth: "user",
    tag: "Workspaces",
    summary: "The caller's workspaces with their role, plan, seats",
    responses: { 200: answer("Workspaces, personal first", workspaceListResponse) },
  },
  ({ db, userId }) => listWorkspaces(db, userId),
);

// POST /api/workspaces: a team workspace owned by the caller
export const POST = handler(
  {
    auth: "user",
    body: workspaceNameSchema,
    tag: "Workspaces",
    summary: "A team workspace owned by the caller",
    responses: { 201: answer("The workspace", workspaceResponse) },
  },
  async ({ db, userId, body }) => json(await createWorkspace(db, userId, body.name), 201),
);
