"use client";

import { Upload } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { AudienceChoice } from "@/components/workspace-context/audience-choice";
import type { FileUploads } from "./use-file-uploads";

/** What the picker offers; the server decides by content, so this only narrows the list. */
const ACCEPT = "video/*,.mp4,.mov,.m4v,.webm,.mkv,.avi";

/**
 * Who can watch the next uploads, then 'Upload', which opens the file picker (several files); the
 * chosen files go to `onFiles`. Files dropped on the library take the same choice.
 */
export function UploadButton({
  onFiles,
  audience,
}: {
  onFiles: (files: File[]) => void;
  audience: FileUploads["audience"];
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2" data-testid="upload-controls">
      <div className={audience.teamName === undefined ? "max-w-64" : "w-56"}>
        <AudienceChoice
          id={`${id}-audience`}
          teamName={audience.teamName}
          value={audience.visibility}
          onChange={audience.pick}
          privateLabel="Make uploads private"
        />
      </div>
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
    </div>
  );
}
