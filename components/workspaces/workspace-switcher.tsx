"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { Plus, Settings2 } from "lucide-react";
import { useState } from "react";
import { useCreateWorkspace } from "@/client/resources/workspace-actions";
import { workspacesQuery } from "@/client/resources/workspaces";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { NameDialog } from "./name-dialog";
import { ROLE_LABELS } from "./roles";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";

/**
 * The workspaces part of a menu: the user's workspaces with their role (the current one checked),
 * then Workspace settings and Create workspace. `onCreate` opens the dialog, which lives beside
 * the menu because the menu's content unmounts as it closes.
 */
export function WorkspaceMenuItems({ onCreate }: { onCreate: () => void }) {
  const { workspaces, current, switchTo } = useWorkspaces();
  if (workspaces.length === 0) return null;
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
        Workspaces
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={current ? String(current.id) : undefined}
        onValueChange={(value) => switchTo(Number(value))}
      >
        {workspaces.map((workspace) => (
          <DropdownMenuRadioItem key={workspace.id} value={String(workspace.id)}>
            <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
            <span className="text-muted-foreground ml-2 text-xs">
              {ROLE_LABELS[workspace.role]}
            </span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      {current && (
        <DropdownMenuItem asChild>
          <Link href="/settings/workspace">
            <Settings2 aria-hidden />
            Workspace settings
          </Link>
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={onCreate}>
        <Plus aria-hidden />
        Create workspace
      </DropdownMenuItem>
    </>
  );
}

/** 'Create workspace': name it, and it becomes the current workspace. */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { switchTo } = useWorkspaces();
  const queryClient = useQueryClient();
  const create = useCreateWorkspace((workspace) => {
    onOpenChange(false);
    // Listed at once, so the switch shows the new library without waiting for the refetch.
    queryClient.setQueryData<WorkspaceResponse[]>(workspacesQuery().queryKey, (list) =>
      list ? [...list, workspace] : list,
    );
    switchTo(workspace.id);
  });
  return (
    <NameDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create workspace"
      description="A shared library for your team: invite members once it exists."
      label="Workspace name"
      submitLabel="Create"
      busy={create.isPending}
      onSubmit={(name) => create.mutate(name)}
    />
  );
}

/** The switcher's dialog state, for a menu that shows WorkspaceMenuItems. */
export function useCreateWorkspaceDialog() {
  const [open, setOpen] = useState(false);
  return {
    openCreate: () => setOpen(true),
    createDialog: <CreateWorkspaceDialog open={open} onOpenChange={setOpen} />,
  };
}
