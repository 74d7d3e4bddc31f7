"use client";

import { Upload } from "lucide-react";
import { useRef, useState, type DragEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/**
 * Takes video files dropped anywhere over its children (the library), outlined while a drag with
 * files is over it. The 'Upload' button is the keyboard's way to the same place.
 */
export function UploadDropZone({
  onFiles,
  children,
}: {
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);

  return (
    <div
      data-testid="upload-drop-zone"
      className="relative"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length) onFiles(files);
      }}
    >
      {children}
      <div
        aria-hidden
        className={cn(
          "border-primary bg-primary/10 pointer-events-none absolute inset-0 z-20 flex items-start justify-center rounded-xl border-2 border-dashed pt-24",
          dragging ? "flex" : "hidden",
        )}
      >
        <span className="bg-background text-primary flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium shadow">
          <Upload className="size-4" />
          Drop videos to upload (up to 10)
        </span>
      </div>
    </div>
  );
}
