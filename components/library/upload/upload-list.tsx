"use client";

import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PercentBar } from "@/components/ui/percent-bar";
import { CopyField } from "@/components/share/copy-field";
import { formatBytes } from "@/lib/format/bytes";
import { watchPageUrl } from "@/lib/urls/video-links";
import { processingLabel } from "@/lib/format/processing";
import { isProcessingStatus } from "@/lib/videos/shared";
import type { VideoResponse } from "@/lib/videos/responses";
import { useProcessingVideo } from "@/client/resources/videos/lifecycle";
import type { FileUploadItem, FileUploads } from "./use-file-uploads";

function timeLeft(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return "";
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s left`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min left` : `${Math.round(minutes / 60)} h left`;
}

function progressText(item: FileUploadItem): string {
  const bytes = `${formatBytes(item.sentBytes)} of ${formatBytes(item.totalBytes)}`;
  if (item.state === "saving") return `${bytes} · Saving...`;
  if (item.state !== "uploading") return bytes;
  const speed = item.speed ? ` · ${formatBytes(item.speed)}/s` : "";
  const left = timeLeft(item.secondsLeft);
  return `${bytes}${speed}${left ? ` · ${left}` : ""}`;
}

/** After the upload: the worker's percentage, over the video's own thumbnail once it exists. */
function ProcessingLine({ video, fileName }: { video: VideoResponse; fileName: string }) {
  const processing = isProcessingStatus(video.processingStatus);
  if (!processing && !video.thumbnailUrl) return null;
  return (
    <div className="flex items-center gap-3">
      {video.thumbnailUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- the video's own thumbnail route
        <img
          src={video.thumbnailUrl}
          alt={`Thumbnail of ${fileName}`}
          width={64}
          height={36}
          className="bg-muted aspect-video w-16 shrink-0 rounded object-cover"
        />
      )}
      {processing && (
        <div className="grid min-w-0 flex-1 gap-1">
          <PercentBar label={`Processing of ${fileName}`} percent={video.processingProgress ?? 0} />
          <p className="text-muted-foreground text-xs tabular-nums" role="status">
            {processingLabel(video.processingProgress)}
          </p>
        </div>
      )}
    </div>
  );
}

function UploadRow({ item, uploads }: { item: FileUploadItem; uploads: FileUploads }) {
  const video = useProcessingVideo(item.video);
  const percent = item.totalBytes ? (item.sentBytes / item.totalBytes) * 100 : 0;
  const active = item.state === "uploading" || item.state === "saving";
  return (
    <li className="bg-card grid gap-2 rounded-xl border p-3" data-testid="file-upload">
      <div className="flex items-center gap-2">
        <Input
          aria-label={`Title of ${item.fileName}`}
          value={item.title}
          onChange={(event) => uploads.rename(item.key, event.target.value)}
          onBlur={() => {
            if (item.video && item.title.trim() && item.title !== item.video.title)
              uploads.saveTitle(item.key, item.video.id, item.title.trim());
          }}
          className="h-8 min-w-0 flex-1"
        />
        {active || item.state === "resumable" ? (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={`Cancel upload of ${item.fileName}`}
            onClick={() => uploads.cancel(item.key)}
          >
            <X aria-hidden />
          </Button>
        ) : (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={`Dismiss ${item.fileName}`}
            onClick={() => uploads.dismiss(item.key)}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
      {item.state === "resumable" ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">
            An earlier upload of this file is unfinished.
          </span>
          <Button type="button" size="sm" onClick={() => uploads.resume(item.key)}>
            Resume
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => uploads.restart(item.key)}
          >
            Start over
          </Button>
        </div>
      ) : (
        <>
          <PercentBar label={`Upload of ${item.fileName}`} percent={percent} />
          <p className="text-muted-foreground text-xs tabular-nums" aria-live="off">
            {progressText(item)}
          </p>
        </>
      )}
      {item.error && (
        <p className="text-destructive text-sm" role="alert">
          {item.error}
        </p>
      )}
      {item.state === "cancelled" && <p className="text-muted-foreground text-sm">Cancelled</p>}
      {video && <ProcessingLine video={video} fileName={item.fileName} />}
      {video && (
        <CopyField
          label={`Link to ${item.fileName}`}
          copyLabel="Copy link"
          value={watchPageUrl(window.location.origin, video.id)}
          video={video}
        />
      )}
    </li>
  );
}

/** The files being uploaded from the dashboard, newest first. */
export function UploadList({ uploads }: { uploads: FileUploads }) {
  if (uploads.items.length === 0) return null;
  return (
    <ul aria-label="File uploads" className="grid gap-2 sm:grid-cols-2">
      {uploads.items.map((item) => (
        <UploadRow key={item.key} item={item} uploads={uploads} />
      ))}
    </ul>
  );
}
