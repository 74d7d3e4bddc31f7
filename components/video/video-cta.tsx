"use client";

import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { countCtaClick } from "@/client/resources/videos/lifecycle";
import type { VideoResponse } from "@/lib/videos/responses";

/** The owner's call to action, beside the player; opens in a new tab. */
export function VideoCta({ video }: { video: Pick<VideoResponse, "id" | "cta"> }) {
  if (!video.cta) return null;
  return (
    <Button asChild size="lg" className="w-full">
      <a
        href={video.cta.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => countCtaClick(video.id)}
        data-testid="video-cta"
      >
        <span className="truncate">{video.cta.label}</span>
        <ExternalLink aria-hidden />
      </a>
    </Button>
  );
}
