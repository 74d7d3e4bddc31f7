import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import {
  changeRoleSchema,
  createFolderSchema,
  createInviteSchema,
  folderParams,
  inviteParams,
  inviteTokenParams,
  memberParams,
  renameFolderSchema,
  workspaceNameSchema,
  workspaceParams,
} from "@/lib/workspaces/schemas";
import { deleted, ok, routes } from "./registry";
import { looseArray, looseObject } from "./schemas";

const one = ok(200, "The workspace", looseObject("Workspace"));
/** Non-members get 404 for everything of a workspace; members without the role, 403. */
const memberRoute = { params: workspaceParams, errors: [404] };
const adminRoute = { params: workspaceParams, errors: [403, 404] };

export function registerWorkspaces(registry: OpenAPIRegistry): void {
  const spaces = routes(registry, "Workspaces");
  spaces.get("/api/workspaces", "user", "The caller's workspaces with their role, plan, seats", {
    ok: ok(200, "Workspaces, personal first", looseArray("Workspace objects")),
  });
  spaces.post("/api/workspaces", "user", "A team workspace owned by the caller", {
    body: { json: workspaceNameSchema },
    ok: ok(201, "The workspace", looseObject("Workspace")),
  });
  const path = "/api/workspaces/{wid}";
  spaces.get(path, "user", "One of the caller's workspaces", { ...memberRoute, ok: one });
  spaces.patch(path, "user", "Admins rename the workspace", {
    ...adminRoute,
    body: { json: workspaceNameSchema },
    ok: one,
  });
  const remove = "The owner deletes an empty team workspace";
  spaces.del(path, "user", remove, { ...adminRoute, errors: [403, 404, 409], ok: deleted });

  const members = routes(registry, "Workspace members");
  members.get(`${path}/members`, "user", "Every member with their role, owner first", {
    ...memberRoute,
    ok: ok(200, "Members", looseArray("Member objects")),
  });
  const member = `${path}/members/{userId}`;
  const change = "Admins change a role; `owner` transfers ownership (the owner only)";
  members.patch(member, "user", change, {
    params: memberParams,
    body: { json: changeRoleSchema },
    errors: [403, 404, 409],
    ok: ok(200, "The member", looseObject("Member")),
  });
  const leave = "Admins remove a member; your own id leaves (not the owner)";
  members.del(member, "user", leave, {
    params: memberParams,
    errors: [403, 404, 409],
    ok: deleted,
  });

  const invites = routes(registry, "Workspace invites");
  invites.get(`${path}/invites`, "user", "Admins list the pending invites", {
    ...adminRoute,
    ok: ok(200, "Pending invites", looseArray("Invite objects")),
  });
  invites.post(`${path}/invites`, "user", "Admins invite an email with a role (emailed)", {
    ...adminRoute,
    errors: [403, 404, 409],
    body: { json: createInviteSchema },
    ok: ok(201, "The invite and its link", looseObject("{ id, url, email, role, expiresAt }")),
  });
  invites.del(`${path}/invites/{inviteId}`, "user", "Admins revoke a pending invite", {
    params: inviteParams,
    errors: [403, 404, 409],
    ok: deleted,
  });
  const accept = "Join with the invite's role (any signed-in account)";
  invites.post("/api/invites/{token}/accept", "user", accept, {
    params: inviteTokenParams,
    errors: [404, 410],
    ok: ok(200, "The membership", looseObject("{ workspaceId, workspaceName, userId, role }")),
  });

  const folders = routes(registry, "Folders");
  folders.get(`${path}/folders`, "user", "The workspace's folders", {
    ...memberRoute,
    ok: ok(200, "Folders", looseArray("Folder objects")),
  });
  folders.post(`${path}/folders`, "user", "Admins make a folder (one level of nesting)", {
    ...adminRoute,
    body: { json: createFolderSchema },
    ok: ok(201, "The folder", looseObject("Folder")),
  });
  const folder = "/api/folders/{folderId}";
  folders.patch(folder, "user", "Admins rename a folder", {
    params: folderParams,
    errors: [403, 404],
    body: { json: renameFolderSchema },
    ok: ok(200, "The folder", looseObject("Folder")),
  });
  const drop = "Admins delete a folder; its videos move to the root";
  folders.del(folder, "user", drop, { params: folderParams, errors: [403, 404], ok: deleted });
}
