import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { changeMemberRole, removeMember } from "@/lib/workspaces/members";
import { changeRoleSchema, memberParams } from "@/lib/workspaces/schemas";
import { memberResponse } from "@/lib/workspaces/responses";

// PATCH /api/workspaces/{wid}/members/{userId}: admins change a role; `owner` transfers ownership
export const PATCH = handler(
  {
    auth: "user",
    params: memberParams,
    body: changeRoleSchema,
    tag: "Workspace members",
    summary: "Admins change a role; `owner` transfers ownership (the owner only)",
    responses: { 200: answer("The member", memberResponse) },
    errors: [404, 409],
  },
  ({ db, userId, params, body }) =>
    changeMemberRole(db, {
      workspaceId: params.wid,
      userId,
      memberId: params.userId,
      role: body.role,
    }),
);

// DELETE /api/workspaces/{wid}/members/{userId}: admins remove a member; yourself: leave
export const DELETE = handler(
  {
    auth: "user",
    params: memberParams,
    tag: "Workspace members",
    summary: "Admins remove a member; your own id leaves (not the owner)",
    responses: { 200: answer("Deleted", success) },
    errors: [404, 409],
  },
  async ({ db, userId, params }) => {
    await removeMember(db, { workspaceId: params.wid, userId, memberId: params.userId });
    return { success: true };
  },
);
