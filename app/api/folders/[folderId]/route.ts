import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { deleteFolder, renameFolder } from "@/lib/workspaces/folders";
import { folderResponse } from "@/lib/workspaces/responses";
import { folderParams, renameFolderSchema } from "@/lib/workspaces/schemas";

// PATCH /api/folders/{folderId}: admins of its workspace rename it
export const PATCH = handler(
  {
    auth: "user",
    params: folderParams,
    body: renameFolderSchema,
    tag: "Folders",
    summary: "Admins rename a folder",
    responses: { 200: answer("The folder", folderResponse) },
    errors: [404],
  },
  ({ db, userId, params, body }) =>
    renameFolder(db, { folderId: params.folderId, userId, name: body.name }),
);

// DELETE /api/folders/{folderId}: admins delete it; its videos move to the workspace's root
export const DELETE = handler(
  {
    auth: "user",
    params: folderParams,
    tag: "Folders",
    summary: "Admins delete a folder; its videos move to the root",
    responses: { 200: answer("Deleted", success) },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await deleteFolder(db, { folderId: params.folderId, userId });
    return { success: true };
  },
);
