"use client";

import {
  useCreateFolder,
  useDeleteFolder,
  useRenameFolder,
} from "@/client/resources/workspace-actions";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import type { FolderResponse } from "@/lib/workspaces/responses";
import { NameDialog } from "../name-dialog";

/** What the folder sidebar asked for. */
export type FolderAction =
  | { kind: "create" }
  | { kind: "rename"; folder: FolderResponse }
  | { kind: "delete"; folder: FolderResponse };

/** New folder, Rename and the delete confirmation of the folder sidebar. */
export function FolderDialogs({
  workspaceId,
  action,
  onClose,
  onDeleted,
}: {
  workspaceId: number;
  action: FolderAction | null;
  onClose: () => void;
  onDeleted: (folderId: number) => void;
}) {
  const create = useCreateFolder(workspaceId, onClose);
  const rename = useRenameFolder(workspaceId, onClose);
  const remove = useDeleteFolder(workspaceId, (folderId) => {
    onClose();
    onDeleted(folderId);
  });
  const close = (open: boolean) => !open && onClose();
  const folder = action && action.kind !== "create" ? action.folder : null;
  return (
    <>
      <NameDialog
        open={action?.kind === "create"}
        onOpenChange={close}
        title="New folder"
        description="Every member of the workspace sees it."
        label="Folder name"
        submitLabel="Create"
        busy={create.isPending}
        onSubmit={(name) => create.mutate(name)}
      />
      <NameDialog
        open={action?.kind === "rename"}
        onOpenChange={close}
        title="Rename folder"
        description="The new name shows for every member."
        label="Folder name"
        initialName={folder?.name}
        submitLabel="Rename"
        busy={rename.isPending}
        onSubmit={(name) => folder && rename.mutate({ folderId: folder.id, name })}
      />
      <ConfirmDeleteDialog
        open={action?.kind === "delete"}
        onClose={onClose}
        busy={remove.isPending}
        onConfirm={() => folder && remove.mutate(folder.id)}
        title={`Delete the folder ${folder?.name ?? ""}?`}
        description="Its videos are not deleted: they move to No folder."
      />
    </>
  );
}
