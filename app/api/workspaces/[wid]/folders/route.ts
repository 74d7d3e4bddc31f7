import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { createFolder, listFolders } from "@/lib/workspaces/folders";
import { createFolderSchema, workspaceParams } from "@/lib/workspaces/schemas";
import { folderListResponse, folderResponse } from "@/lib/workspaces/responses";

// GET /api/workspaces/{wid}/folders: the workspace's folders, for any member
export const GET = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Folders",
    summary: "The workspace's folders",
    responses: { 200: answer("Folders", folderListResponse) },
    errors: [404],
  },
  ({ db, userId, params }) => listFolders(db, { workspaceId: params.wid, userId }),
);

// POST /api/workspaces/{wid}/folders: admins make a folder (inside a top-level one, optionally)
export const POST = handler(
  {
    auth: "user",
    params: workspaceParams,
    body: createFolderSchema,
    tag: "Folders",
    summary: "Admins make a folder (one level of nesting)",
    responses: { 201: answer("The folder", folderResponse) },
    errors: [404],
  },
  async ({ db, userId, params, body }) =>
    json(await createFolder(db, { workspaceId: params.wid, userId, ...body }), 201),
);
