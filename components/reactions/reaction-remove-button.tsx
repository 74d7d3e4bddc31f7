"use client";

import { X } from "lucide-react";
import { useDeleteReaction } from "@/client/resources/reaction-mutations";
import { Button } from "@/components/ui/button";

/** Removes one reaction: its author's, or any on the owner's video. */
export function ReactionRemoveButton({
  videoId,
  reactionId,
  label,
}: {
  videoId: number;
  reactionId: number;
  label: string;
}) {
  const remove = useDeleteReaction(videoId);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-7"
      aria-label={label}
      disabled={remove.isPending}
      onClick={() => remove.mutate(reactionId)}
    >
      <X aria-hidden />
    </Button>
  );
}
