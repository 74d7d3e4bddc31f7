"use client";

import { FolderInput } from "lucide-react";
import { cardActionClass } from "@/components/library/video-card-actions";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { FolderResponse } from "@/lib/workspaces/responses";

const NO_FOLDER = "none";

/** The keyboard's way to move a video: a card action listing No folder and the folders. */
export function MoveToFolderMenu({
  folders,
  folderId,
  onMove,
}: {
  folders: readonly FolderResponse[];
  folderId: number | null;
  onMove: (folderId: number | null) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          size="icon-sm"
          variant="ghost"
          className={cardActionClass}
          aria-label="Move to folder"
          title="Move to folder"
        >
          <FolderInput aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>Move to folder</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={folderId === null ? NO_FOLDER : String(folderId)}
          onValueChange={(value) => onMove(value === NO_FOLDER ? null : Number(value))}
        >
          <DropdownMenuRadioItem value={NO_FOLDER}>No folder</DropdownMenuRadioItem>
          {folders.map((folder) => (
            <DropdownMenuRadioItem key={folder.id} value={String(folder.id)}>
              <span className="truncate">{folder.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
