"use client";

import { CalendarX, KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import type { VideoResponse } from "@/lib/videos/responses";

/** Whether `expiresAt` has passed; checked after mount so server and client render alike. */
function useExpired(expiresAt: string | null): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is only read on the client
    setExpired(expiresAt !== null && new Date(expiresAt).getTime() <= Date.now());
  }, [expiresAt]);
  return expired;
}

/** The owner's view of who else can still watch: an Expired badge, a Password badge. */
export function AccessBadges({
  video,
}: {
  video: Pick<VideoResponse, "expiresAt" | "hasPassword">;
}) {
  const expired = useExpired(video.expiresAt);
  return (
    <>
      {expired && (
        <Badge variant="destructive" title="Only you can watch it: extend or clear the expiry">
          <CalendarX aria-hidden />
          Expired
        </Badge>
      )}
      {video.hasPassword && (
        <Badge variant="outline" title="Viewers need the password">
          <KeyRound aria-hidden />
          Password
        </Badge>
      )}
    </>
  );
}
