import { handler } from "@/lib/api/handler";
import { deleteFolder, renameFolder } from "@/lib/workspaces/folders";
import { folderParams, renameFolderSchema } from "@/lib/workspaces/schemas";

// PATCH /api/folders/{folderId}: admins of its workspace rename it
export const PATCH = handler(
  { auth: "user", params: folderParams, body: renameFolderSchema },
  ({ db, userId, params, body }) =>
    renameFolder(db, { folderId: params.folderId, userId, name: body.name }),
);

// DELETE /api/folders/{folderId}: admins delete it; its videos move to the workspace's root
export const DELETE = handler(
  { auth: "user", params: folderParams },
  async ({ db, userId, params }) => {
    await deleteFolder(db, { folderId: params.folderId, userId });
    return { success: true };
  },
);
