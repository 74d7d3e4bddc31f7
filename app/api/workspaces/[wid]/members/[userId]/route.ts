import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { changeMemberRole, removeMember } from "@/lib/workspaces/members";
import { changeRoleSchema, memberParams, removeMemberQuery } from "@/lib/workspaces/schemas";
import { memberResponse } from "@/lib/workspaces/responses";

// PATCH /api/workspaces/{wid}/members/{userId}: admins change a role below the owner
export const PATCH = handler(
  {
    auth: "user",
    params: memberParams,
    body: changeRoleSchema,
    tag: "Workspace members",
    summary: "Admins change a role below the owner (ownership moves by an accepted offer)",
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

// DELETE /api/workspaces/{wid}/members/{userId}?transferTo=: admins remove a member; yourself: leave
export const DELETE = handler(
  {
    auth: "user",
    params: memberParams,
    query: removeMemberQuery,
    tag: "Workspace members",
    summary:
      "Admins remove a member (your own id: leave); their videos pass to the owner or an admin",
    responses: { 200: answer("Deleted", success) },
    errors: [404, 409],
  },
  async ({ db, userId, params, query }) => {
    await removeMember(db, {
      workspaceId: params.wid,
      userId,
      memberId: params.userId,
      transferTo: query.transferTo,
    });
    return { success: true };
  },
);
