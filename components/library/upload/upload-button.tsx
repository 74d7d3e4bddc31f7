"use client";

import { Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";

/** What the picker offers; the server decides by content, so this only narrows the list. */
const ACCEPT = "video/*,.mp4,.mov,.m4v,.webm,.mkv,.avi";

/** 'Upload': opens the file picker (several files); the chosen files go to `onFiles`. */
export function UploadButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => input.current?.click()}>
        <Upload aria-hidden />
        Upload
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label="Upload video files"
        data-testid="upload-input"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
