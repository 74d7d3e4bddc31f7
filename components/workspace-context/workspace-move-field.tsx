"use client";

import { useQuery } from "@tanstack/react-query";
import { foldersQuery } from "@/client/resources/workspaces";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { canCreate } from "@/lib/workspaces/shared";
import { useWorkspaces } from "./workspace-provider";

/** The Select's value for "no folder" (a Select item cannot have an empty value). */
const NO_FOLDER = "none";

/** Where a video is moved: a workspace, and in a team one, an optional folder. */
export interface Placement {
  workspaceId: number | undefined;
  folderId: number | null;
}

/**
 * 'Workspace' (and 'Folder' once a team workspace is chosen): moves a video into another workspace
 * the caller may add videos to. Shown only when there is such a choice; the server checks the seat
 * and the plan again.
 */
export function WorkspaceMoveField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: Placement;
  onChange: (placement: Placement) => void;
}) {
  const { workspaces } = useWorkspaces();
  const choices = workspaces.filter(
    (workspace) => workspace.id === value.workspaceId || canCreate(workspace.role),
  );
  const target = choices.find((workspace) => workspace.id === value.workspaceId);
  const team = target && !target.personal ? target : undefined;
  const folders = useQuery({ ...foldersQuery(team?.id ?? 0), enabled: Boolean(team) });
  if (choices.length < 2) return null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-workspace`}>Workspace</Label>
        <Select
          value={value.workspaceId === undefined ? "" : String(value.workspaceId)}
          onValueChange={(next) => onChange({ workspaceId: Number(next), folderId: null })}
        >
          <SelectTrigger id={`${idPrefix}-workspace`} className="w-full">
            <SelectValue placeholder="Choose a workspace" />
          </SelectTrigger>
          <SelectContent>
            {choices.map((workspace) => (
              <SelectItem key={workspace.id} value={String(workspace.id)}>
                {workspace.personal ? "Personal" : workspace.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {team && (folders.data?.length ?? 0) > 0 ? (
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-folder`}>Folder</Label>
          <Select
            value={value.folderId === null ? NO_FOLDER : String(value.folderId)}
            onValueChange={(next) =>
              onChange({ ...value, folderId: next === NO_FOLDER ? null : Number(next) })
            }
          >
            <SelectTrigger id={`${idPrefix}-folder`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_FOLDER}>No folder</SelectItem>
              {(folders.data ?? []).map((folder) => (
                <SelectItem key={folder.id} value={String(folder.id)}>
                  {folder.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
    </div>
  );
}
