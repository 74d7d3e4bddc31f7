"use client";

import { useSession } from "@/client/auth/use-session";
import type { DisplayedBranding } from "@/lib/branding/shared";
import type { ReactNode } from "react";
import type { VideoResponse } from "@/lib/videos/responses";
import { VideoPage } from "./video-page";

/**
 * The video page built once for every viewer: the server renders it signed out, and the viewer's
 * own parts (owner controls, favourite, comment form, their reactions) appear once the browser
 * knows its session, so one viewer's state never reaches another's HTML.
 */
export function SharedVideoPage({
  initialVideo,
  branding,
  belowPlayer,
}: {
  initialVideo: VideoResponse;
  branding: DisplayedBranding | null;
  /** Server-rendered under the player (VideoPage's). */
  belowPlayer?: ReactNode;
}) {
  const { data, status } = useSession();
  const viewerId = status === "authenticated" ? (data.user?.id ?? null) : null;
  return (
    <VideoPage
      initialVideo={initialVideo}
      viewerId={viewerId}
      branding={branding}
      belowPlayer={belowPlayer}
    />
  );
}
