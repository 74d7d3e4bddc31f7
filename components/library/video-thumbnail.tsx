"use client";

import Image from "next/image";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDuration } from "@/lib/format/duration";
import { isProcessingStatus } from "@/lib/videos/shared";
import type { VideoResponse } from "@/lib/videos/responses";
import { processingLabel } from "@/lib/format/processing";

export const VIDEO_FALLBACK_IMAGE = "/video-fallback.svg";

/** 16:9 thumbnail (or the fallback image) with the duration, processing overlay and failed badge. */
export function VideoThumbnail({ video }: { video: VideoResponse }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src =
    video.thumbnailUrl && video.thumbnailUrl !== failedSrc
      ? video.thumbnailUrl
      : VIDEO_FALLBACK_IMAGE;
  const processing = isProcessingStatus(video.processingStatus);

  return (
    <div className="bg-muted relative aspect-video w-full overflow-hidden">
      <Image
        src={src}
        alt=""
        fill
        unoptimized
        sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        onError={() => setFailedSrc(src)}
      />
      {processing && (
        <div className="absolute inset-0 flex items-center justify-center bg-black/55 text-sm font-medium text-white">
          <span className="flex items-center gap-2">
            <span
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              aria-hidden
            />
            {processingLabel(video.processingProgress)}
          </span>
        </div>
      )}
      {video.processingStatus === "failed" && (
        <Badge variant="secondary" className="absolute top-2 left-2 shadow-sm">
          Original Quality
        </Badge>
      )}
      <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 font-mono text-xs text-white tabular-nums">
        <span className="sr-only">Duration </span>
        {formatDuration(video.duration)}
      </span>
    </div>
  );
}
