import { handler, json } from "@/lib/api/handler";
import { createWorkspace } from "@/lib/workspaces/manage";
import { listWorkspaces } from "@/lib/workspaces/queries";
import { workspaceNameSchema } from "@/lib/workspaces/schemas";

// GET /api/workspaces: the caller's workspaces (personal first) with their role, plan and seats
export const GET = handler({ auth: "user" }, ({ db, userId }) => listWorkspaces(db, userId));

// POST /api/workspaces: a team workspace owned by the caller
export const POST = handler(
  { auth: "user", body: workspaceNameSchema },
  async ({ db, userId, body }) => json(await createWorkspace(db, userId, body.name), 201),
);
