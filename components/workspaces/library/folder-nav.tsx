"use client";

import { Folder, FolderOpen, FolderPlus, Inbox, Library, MoreHorizontal } from "lucide-react";
import { useState, type DragEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import type { FolderResponse } from "@/lib/workspaces/responses";
import { carriesVideo, droppedVideoId } from "./drag";
import { FolderDialogs, type FolderAction } from "./folder-dialogs";

/** Which videos the library shows: all of them, those in no folder, or one folder's. */
export type FolderFilter = "all" | "root" | number;

interface FolderNavProps {
  workspaceId: number;
  folders: readonly FolderResponse[];
  filter: FolderFilter;
  onFilter: (filter: FolderFilter) => void;
  /** Admins make, rename and delete folders. */
  canManage: boolean;
  /** A card dropped on No folder (null) or on a folder. */
  onDropVideo: (videoId: number, folderId: number | null) => void;
}

/** One entry: a filter button that, for No folder and the folders, also takes dropped cards. */
function Entry({
  label,
  icon,
  selected,
  onSelect,
  onDrop,
  menu,
}: {
  label: string;
  icon: ReactNode;
  selected: boolean;
  onSelect: () => void;
  onDrop?: (videoId: number) => void;
  menu?: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const dragOver = (event: DragEvent) => {
    if (!onDrop || !carriesVideo(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    setOver(false);
    const videoId = droppedVideoId(event);
    if (!onDrop || videoId === null) return;
    event.preventDefault();
    onDrop(videoId);
  };
  return (
    <li
      className={cn(
        "flex shrink-0 items-center rounded-md md:shrink",
        selected && "bg-accent text-accent-foreground",
        over && "ring-primary ring-2",
      )}
      data-testid="folder-entry"
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-pressed={selected}
        className="min-w-0 flex-1 justify-start hover:bg-transparent"
        onClick={onSelect}
      >
        {icon}
        <span className="truncate">{label}</span>
      </Button>
      {menu}
    </li>
  );
}

/** The folders of the workspace: a sidebar on wide screens, a scrolling strip on phones. */
export function FolderNav({
  workspaceId,
  folders,
  filter,
  onFilter,
  canManage,
  onDropVideo,
}: FolderNavProps) {
  const [action, setAction] = useState<FolderAction | null>(null);
  return (
    <nav aria-label="Folders" className="min-w-0 md:w-56 md:shrink-0">
      <ul className="flex gap-1 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
        <Entry
          label="All videos"
          icon={<Library aria-hidden />}
          selected={filter === "all"}
          onSelect={() => onFilter("all")}
        />
        <Entry
          label="No folder"
          icon={<Inbox aria-hidden />}
          selected={filter === "root"}
          onSelect={() => onFilter("root")}
          onDrop={(videoId) => onDropVideo(videoId, null)}
        />
        {folders.map((folder) => (
          <Entry
            key={folder.id}
            label={folder.name}
            icon={filter === folder.id ? <FolderOpen aria-hidden /> : <Folder aria-hidden />}
            selected={filter === folder.id}
            onSelect={() => onFilter(folder.id)}
            onDrop={(videoId) => onDropVideo(videoId, folder.id)}
            menu={
              canManage ? (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Folder actions for ${folder.name}`}
                    >
                      <MoreHorizontal aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => setAction({ kind: "rename", folder })}>
                      Rename
                    </DropdownMenuItem>
                    <DropdownMenuItem
                      variant="destructive"
                      onSelect={() => setAction({ kind: "delete", folder })}
                    >
                      Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              ) : null
            }
          />
        ))}
        {canManage && (
          <li className="shrink-0">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-full justify-start"
              onClick={() => setAction({ kind: "create" })}
            >
              <FolderPlus aria-hidden />
              New folder
            </Button>
          </li>
        )}
      </ul>
      <FolderDialogs
        workspaceId={workspaceId}
        action={action}
        onClose={() => setAction(null)}
        onDeleted={(folderId) => filter === folderId && onFilter("root")}
      />
    </nav>
  );
}
