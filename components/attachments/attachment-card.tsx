"use client";

import { Clock } from "lucide-react";
import { useState } from "react";
import { formatClock } from "@/lib/format/time";
import { usePlayer } from "@/components/player/player-context";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import type { AttachmentResponse } from "@/lib/attachments/responses";
import { EmbedFrame, Unavailable } from "./embed-frame";

interface AttachmentCardProps {
  attachment: AttachmentResponse;
  isOwner: boolean;
  onEdit: (attachment: AttachmentResponse) => void;
  onDelete: (attachment: AttachmentResponse) => void;
}

/** An image or embed with its caption and time pin (click to seek); owner edit and delete. */
export function AttachmentCard({ attachment, isOwner, onEdit, onDelete }: AttachmentCardProps) {
  const { seekTo } = usePlayer();
  const [imageFailed, setImageFailed] = useState(false);
  const label =
    attachment.caption ??
    (attachment.attachmentType === "image"
      ? "Image attachment"
      : `${attachment.embedType ?? "Embedded"} content`);

  return (
    <li
      className="bg-card flex flex-col overflow-hidden rounded-lg border"
      data-testid="attachment"
    >
      <div className="aspect-video w-full">
        {attachment.attachmentType === "image" ? (
          attachment.imageUrl && !imageFailed ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by our own access-checked route
            <img
              src={attachment.imageUrl}
              alt={attachment.caption ?? "Attachment image"}
              className="size-full object-contain"
              loading="lazy"
              onError={() => setImageFailed(true)}
            />
          ) : (
            <Unavailable text="Image unavailable" />
          )
        ) : (
          <EmbedFrame type={attachment.embedType} url={attachment.embedUrl} title={label} />
        )}
      </div>
      <div className="flex items-start gap-2 p-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {attachment.caption && <p className="text-sm break-words">{attachment.caption}</p>}
          {attachment.timestamp !== null && (
            <button
              type="button"
              onClick={() => seekTo(attachment.timestamp ?? 0)}
              className="text-primary flex w-fit items-center gap-1 rounded text-xs font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
              aria-label={`Jump to ${formatClock(attachment.timestamp)}`}
            >
              <Clock className="size-3" aria-hidden />
              {formatClock(attachment.timestamp)}
            </button>
          )}
        </div>
        {isOwner && (
          <EditDeleteButtons
            name="attachment"
            onEdit={() => onEdit(attachment)}
            onDelete={() => onDelete(attachment)}
          />
        )}
      </div>
    </li>
  );
}
