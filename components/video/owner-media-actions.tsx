"use client";

import { ImageIcon, Scissors } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { VideoResponse } from "@/lib/videos/serialize";

// Each dialog's code loads when it is first opened.
const ThumbnailDialog = dynamic(() => import("./thumbnail-dialog").then((m) => m.ThumbnailDialog), {
  ssr: false,
});
const TrimEditorDialog = dynamic(
  () => import("./trim-editor-dialog").then((m) => m.TrimEditorDialog),
  { ssr: false },
);

/** The owner's 'Change thumbnail' and 'Trim' actions on the video page. */
export function OwnerMediaActions({ video }: { video: VideoResponse }) {
  const [open, setOpen] = useState<"thumbnail" | "trim" | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen("thumbnail")}>
        <ImageIcon aria-hidden />
        Change thumbnail
      </Button>
      <Button
        type="button"
        variant="outline"
        onClick={() => setOpen("trim")}
        disabled={!(video.duration > 0)}
      >
        <Scissors aria-hidden />
        Trim
      </Button>
      {open === "thumbnail" && <ThumbnailDialog video={video} open onOpenChange={close} />}
      {open === "trim" && <TrimEditorDialog video={video} open onOpenChange={close} />}
    </>
  );
}
