"use client";

import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { videoCtaClickPath } from "@/client/api/video-paths";
import type { VideoResponse } from "@/lib/videos/serialize";

/** Counts the click without holding up the navigation (a beacon survives the page). */
function countClick(videoId: number) {
  const path = videoCtaClickPath(videoId);
  if (navigator.sendBeacon?.(path)) return;
  void fetch(path, { method: "POST", keepalive: true, credentials: "include" }).catch(
    () => undefined,
  );
}

/** The owner's call to action, beside the player; opens in a new tab. */
export function VideoCta({ video }: { video: Pick<VideoResponse, "id" | "cta"> }) {
  if (!video.cta) return null;
  return (
    <Button asChild size="lg" className="w-full">
      <a
        href={video.cta.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => countClick(video.id)}
        data-testid="video-cta"
      >
        <span className="truncate">{video.cta.label}</span>
        <ExternalLink aria-hidden />
      </a>
    </Button>
  );
}
