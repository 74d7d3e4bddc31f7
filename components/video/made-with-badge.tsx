"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { getQueryFn } from "@/client/http/query-client";
import { countCtaClick } from "@/client/resources/videos/lifecycle";
import { videoPaths } from "@/client/resources/videos/paths";

/**
 * "Made with Demoreel" under the player of a free workspace's video. Asked for on load, not in the
 * HTML: the share page is kept per video version, and a plan change (or a lapsed subscription)
 * does not make a new version.
 */
export function MadeWithBadge({ videoId }: { videoId: number }) {
  const { data } = useQuery({
    queryKey: [videoPaths.badge(videoId)],
    queryFn: getQueryFn<{ badge: boolean }>({ on401: "returnNull" }),
  });
  if (!data?.badge) return null;
  return (
    <p className="text-muted-foreground text-xs">
      <Link
        href="/?ref=badge"
        // A viewer of the video rarely follows it: not worth fetching the landing page for.
        prefetch={false}
        className="hover:text-foreground focus-visible:ring-ring inline-flex items-center gap-1 rounded underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none"
        data-testid="made-with-badge"
        onClick={() => countCtaClick(videoId, "badge")}
      >
        Made with Demoreel
      </Link>
    </p>
  );
}
