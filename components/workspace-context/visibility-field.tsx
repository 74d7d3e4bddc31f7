"use client";

import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { VISIBILITIES, type Visibility } from "@/lib/workspaces/shared";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";

const CHOICES: Record<Visibility, (workspace: string) => string> = {
  private: () => "Only you",
  workspace: (workspace) => `Members of ${workspace}`,
  public: () => "Anyone with the link",
};

/** The team workspace a video belongs to, if it is one (then three visibilities are offered). */
export function useTeamWorkspace(workspaceId: number | undefined) {
  const { workspaces } = useWorkspaces();
  const workspace = workspaces.find((candidate) => candidate.id === workspaceId);
  return workspace && !workspace.personal ? workspace : undefined;
}

/** 'Who can watch' in a team workspace: only the creator, the workspace's members, or anyone. */
export function VisibilityField({
  id,
  workspaceName,
  value,
  onChange,
}: {
  id: string;
  workspaceName: string;
  value: Visibility;
  onChange: (visibility: Visibility) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Who can watch</Label>
      <Select
        value={value}
        onValueChange={(next) => {
          const visibility = VISIBILITIES.find((candidate) => candidate === next);
          if (visibility) onChange(visibility);
        }}
      >
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {VISIBILITIES.map((visibility) => (
            <SelectItem key={visibility} value={visibility}>
              {CHOICES[visibility](workspaceName)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
