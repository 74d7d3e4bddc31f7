import { handler } from "@/lib/api/handler";
import { listMembers } from "@/lib/workspaces/members";
import { workspaceParams } from "@/lib/workspaces/schemas";

// GET /api/workspaces/{wid}/members: every member with their role, owner first
export const GET = handler({ auth: "user", params: workspaceParams }, ({ db, userId, params }) =>
  listMembers(db, { workspaceId: params.wid, userId }),
);
