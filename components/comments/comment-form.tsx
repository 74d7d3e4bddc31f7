"use client";

import { useState, type FormEvent } from "react";
import { usePlayer } from "@/components/player/player-context";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/client/toast/use-toast";
import {
  EMPTY_COMMENT_MESSAGE,
  GUEST_NAME_REQUIRED,
  MAX_COMMENT_LENGTH,
} from "@/lib/comments/shared";
import { useAddComment } from "@/client/resources/comment-mutations";
import {
  loadGuestSignature,
  saveGuestSignature,
  type GuestSignature,
} from "@/client/resources/guest-name";
import { useCommentAuthorMode } from "./comment-author-context";
import { GuestFields } from "./guest-fields";

interface CommentFormProps {
  videoId: number;
  /** Replying to this comment; a top-level comment when absent. */
  parentId?: number;
  onPosted?: () => void;
  /** Opened on the viewer's request: focus its first field. */
  autoFocus?: boolean;
}

/**
 * Text box, 'Add current timestamp' (whole seconds of the playback time) and the post button; for a
 * guest, their name and optional email first; for a teammate, 'Internal'.
 */
export function CommentForm({ videoId, parentId, onPosted, autoFocus = false }: CommentFormProps) {
  const idSuffix = parentId === undefined ? "" : `-${parentId}`;
  const { needsName, canInternal } = useCommentAuthorMode();
  const [content, setContent] = useState("");
  const [withTimestamp, setWithTimestamp] = useState(false);
  const [internal, setInternal] = useState(false);
  const [guest, setGuest] = useState<GuestSignature>(
    () => (needsName ? loadGuestSignature() : null) ?? { guestName: "" },
  );
  const player = usePlayer();
  const add = useAddComment(videoId, () => {
    setContent("");
    setWithTimestamp(false);
    setInternal(false);
    if (needsName) saveGuestSignature(guest);
    onPosted?.();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      toast({ title: "Empty comment", description: EMPTY_COMMENT_MESSAGE, variant: "destructive" });
      return;
    }
    if (needsName && !guest.guestName.trim()) {
      toast({ title: "Name required", description: GUEST_NAME_REQUIRED, variant: "destructive" });
      return;
    }
    const timestamp = withTimestamp ? Math.floor(player.getCurrentTime()) : null;
    const email = guest.guestEmail?.trim();
    const signature = needsName
      ? { guestName: guest.guestName.trim(), ...(email ? { guestEmail: email } : {}) }
      : {};
    add.mutate({
      content: content.trim(),
      timestamp,
      ...(parentId ? { parentId } : {}),
      ...(internal ? { internal } : {}),
      ...signature,
    });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label={parentId ? "Reply" : "Add a comment"}
    >
      {needsName && (
        <GuestFields idSuffix={idSuffix} value={guest} onChange={setGuest} autoFocus={autoFocus} />
      )}
      <Label htmlFor={`comment-content${idSuffix}`} className="sr-only">
        {parentId ? "Reply" : "Comment"}
      </Label>
      <Textarea
        id={`comment-content${idSuffix}`}
        placeholder={parentId ? "Write a reply..." : "Add a comment..."}
        value={content}
        maxLength={MAX_COMMENT_LENGTH}
        onChange={(event) => setContent(event.target.value)}
        rows={3}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Checkbox
            id={`comment-timestamp${idSuffix}`}
            checked={withTimestamp}
            onCheckedChange={(checked) => setWithTimestamp(checked === true)}
          />
          <Label htmlFor={`comment-timestamp${idSuffix}`}>Add current timestamp</Label>
          {canInternal && parentId === undefined && (
            <>
              <Checkbox
                id={`comment-internal${idSuffix}`}
                className="ml-3"
                checked={internal}
                onCheckedChange={(checked) => setInternal(checked === true)}
                aria-describedby={`comment-internal-hint${idSuffix}`}
              />
              <Label htmlFor={`comment-internal${idSuffix}`}>Internal</Label>
              <span id={`comment-internal-hint${idSuffix}`} className="sr-only">
                Only members of this workspace see it
              </span>
            </>
          )}
        </div>
        <Button
          type="submit"
          disabled={content.length === 0 || add.isPending}
          aria-busy={add.isPending}
        >
          {add.isPending ? "Posting..." : parentId ? "Post Reply" : "Post Comment"}
        </Button>
      </div>
    </form>
  );
}
