"use client";

import { CalendarClock, CalendarX, KeyRound, MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import type { VideoResponse } from "@/lib/videos/responses";
import { expiryBadge, type ExpiryBadge } from "./expiry-badge";

/** The expiry badge, worked out after mount so server and client render alike (the clock). */
function useExpiry(expiresAt: string | null): ExpiryBadge {
  const [badge, setBadge] = useState<ExpiryBadge>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is only read on the client
    setBadge(expiryBadge(expiresAt, Date.now()));
  }, [expiresAt]);
  return badge;
}

interface AccessBadgesProps {
  video: Pick<VideoResponse, "expiresAt" | "hasPassword" | "emailGate">;
  /**
   * The video page's fuller account: an expiry still to come ('Expires Dec 14') and the email
   * gate. Cards show only what stops viewers now (Expired, Password).
   */
  detailed?: boolean;
}

/** The owner's view of who else can still watch: expiry, password and email gate badges. */
export function AccessBadges({ video, detailed = false }: AccessBadgesProps) {
  const expiry = useExpiry(video.expiresAt);
  return (
    <>
      {expiry?.kind === "expired" && (
        <Badge variant="destructive" title="Only you can watch it: extend or clear the expiry">
          <CalendarX aria-hidden />
          Expired
        </Badge>
      )}
      {detailed && expiry?.kind === "expires" && (
        <Badge variant="outline" title="After this only you can watch it">
          <CalendarClock aria-hidden />
          {expiry.label}
        </Badge>
      )}
      {video.hasPassword && (
        <Badge variant="outline" title="Viewers need the password">
          <KeyRound aria-hidden />
          Password
        </Badge>
      )}
      {detailed && video.emailGate && (
        <Badge variant="outline" title="Viewers give their email before the video plays">
          <MailCheck aria-hidden />
          Email gate
        </Badge>
      )}
    </>
  );
}
