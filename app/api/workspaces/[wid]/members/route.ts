import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { listMembers } from "@/lib/workspaces/members";
import { workspaceParams } from "@/lib/workspaces/schemas";
import { memberListResponse } from "@/lib/workspaces/responses";

// GET /api/workspaces/{wid}/members: every member with their role, owner first
export const GET = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace members",
    summary: "Every member with their role, owner first",
    responses: { 200: answer("Members", memberListResponse) },
    errors: [404],
  },
  ({ db, userId, params }) => listMembers(db, { workspaceId: params.wid, userId }),
);
