"use client";

import { Download, Ellipsis, ImageIcon, Pencil, Scissors, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { VideoResponse } from "@/lib/videos/responses";
import { videoPaths } from "@/client/resources/videos/paths";

// Each dialog's code loads when it is first opened.
const ThumbnailDialog = dynamic(() => import("./thumbnail-dialog").then((m) => m.ThumbnailDialog), {
  ssr: false,
});
const TrimEditorDialog = dynamic(
  () => import("./trim-editor-dialog").then((m) => m.TrimEditorDialog),
  { ssr: false },
);
const EditVideoDialog = dynamic(
  () => import("./edit-video-dialog").then((m) => m.EditVideoDialog),
  { ssr: false },
);
const DeleteVideoDialog = dynamic(
  () => import("@/components/library/delete-video-dialog").then((m) => m.DeleteVideoDialog),
  { ssr: false },
);

type OwnerDialog = "thumbnail" | "trim" | "edit" | "delete";

/**
 * The owner's actions on the video page: Download, Change thumbnail, Trim, Edit and Delete. From
 * 640 px they are buttons in the header's row; on a phone they fold into one "More actions" menu,
 * so the row stays one line and the player stays in the first screen.
 */
export function OwnerActions({ video }: { video: VideoResponse }) {
  const router = useRouter();
  const [open, setOpen] = useState<OwnerDialog | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  const canTrim = video.duration > 0;
  const download = videoPaths.download(video.id);

  return (
    <>
      <div className="hidden sm:contents">
        <Button asChild variant="outline">
          <a href={download} download>
            <Download aria-hidden />
            Download
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen("thumbnail")}>
          <ImageIcon aria-hidden />
          Change thumbnail
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen("trim")} disabled={!canTrim}>
          <Scissors aria-hidden />
          Trim
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen("edit")}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button type="button" variant="destructive" onClick={() => setOpen("delete")}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      {/* Not modal: the dialog an item opens takes the focus as the menu closes. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size="icon" className="sm:hidden">
            <Ellipsis aria-hidden />
            <span className="sr-only">More actions</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen("edit")}>
            <Pencil aria-hidden />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={download} download>
              <Download aria-hidden />
              Download
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen("thumbnail")}>
            <ImageIcon aria-hidden />
            Change thumbnail
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!canTrim} onSelect={() => setOpen("trim")}>
            <Scissors aria-hidden />
            Trim
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setOpen("delete")}>
            <Trash2 aria-hidden />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {open === "thumbnail" && <ThumbnailDialog video={video} open onOpenChange={close} />}
      {open === "trim" && <TrimEditorDialog video={video} open onOpenChange={close} />}
      {open === "edit" && <EditVideoDialog video={video} open onOpenChange={close} />}
      {open === "delete" && (
        <DeleteVideoDialog video={video} onOpenChange={close} onDeleted={() => router.push("/")} />
      )}
    </>
  );
}
