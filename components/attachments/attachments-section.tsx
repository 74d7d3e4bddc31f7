"use client";

import { Paperclip, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import type { AttachmentResponse } from "@/lib/attachments/responses";
import { AttachmentCard } from "./attachment-card";
import { useAttachmentMutations } from "@/client/resources/attachment-mutations";
import { useAttachments } from "@/client/resources/attachments";

// The attachment editor loads when the owner first opens it.
const AttachmentDialog = dynamic(
  () => import("./attachment-dialog").then((m) => m.AttachmentDialog),
  {
    ssr: false,
  },
);

interface AttachmentsSectionProps {
  videoId: number;
  duration: number;
  isOwner: boolean;
}

/** 'Visual Attachments': owners add, edit and delete; others see it only when there is something. */
export function AttachmentsSection({ videoId, duration, isOwner }: AttachmentsSectionProps) {
  const attachments = useAttachments(videoId);
  const { remove } = useAttachmentMutations(videoId);
  // A fresh key per opening resets every field of the dialog.
  const [dialog, setDialog] = useState<{ key: number; editing: AttachmentResponse | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<AttachmentResponse | null>(null);
  const items = attachments.data ?? [];

  if (!isOwner && items.length === 0) return null;

  const confirmDelete = () => {
    if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };
  const open = (editing: AttachmentResponse | null) => setDialog({ key: Date.now(), editing });

  return (
    <section aria-labelledby="attachments-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="attachments-title" className="flex items-center gap-2 text-lg font-semibold">
          <Paperclip className="size-4" aria-hidden />
          Visual Attachments
        </h2>
        {isOwner && (
          <Button type="button" size="sm" onClick={() => open(null)}>
            <Plus aria-hidden />
            Add Attachment
          </Button>
        )}
      </div>
      {attachments.isError ? (
        <p className="text-destructive text-sm" role="alert">
          Failed to load attachments
        </p>
      ) : items.length === 0 ? (
        attachments.isPending ? null : (
          <p className="text-muted-foreground text-sm">
            No attachments yet. Add images, slides, tweets or other content for your viewers.
          </p>
        )
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Attachments">
          {items.map((attachment) => (
            <AttachmentCard
              key={attachment.id}
              attachment={attachment}
              isOwner={isOwner}
              onEdit={(a) => open(a)}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {isOwner && dialog && (
        <AttachmentDialog
          key={dialog.key}
          videoId={videoId}
          duration={duration}
          editing={dialog.editing}
          open
          onOpenChange={(next) => !next && setDialog(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title="Delete this attachment?"
        description="The attachment is removed from the video for good."
      />
    </section>
  );
}
