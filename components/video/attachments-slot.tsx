"use client";

import dynamic from "next/dynamic";
import { useAttachments } from "@/client/resources/attachments";

// The attachments' code loads only where they show: for the owner, or once there are some.
const AttachmentsSection = dynamic(
  () => import("@/components/attachments/attachments-section").then((m) => m.AttachmentsSection),
  { loading: () => null },
);

interface AttachmentsSlotProps {
  videoId: number;
  duration: number;
  isOwner: boolean;
}

/**
 * The video page's place for attachments. It owns the attachment query, so the list arriving (or
 * changing) re-renders this slot and not the whole page with its player.
 */
export function AttachmentsSlot({ videoId, duration, isOwner }: AttachmentsSlotProps) {
  const hasAttachments = (useAttachments(videoId).data?.length ?? 0) > 0;
  if (!isOwner && !hasAttachments) return null;
  return (
    <div className="min-w-0 max-lg:order-last">
      <AttachmentsSection videoId={videoId} duration={duration} isOwner={isOwner} />
    </div>
  );
}
