"use client";

import { useState, type FormEvent } from "react";
import { usePlayer } from "@/components/player/player-context";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/client/toast/use-toast";
import { EMPTY_COMMENT_MESSAGE, MAX_COMMENT_LENGTH } from "@/lib/comments/shared";
import { useAddComment } from "@/client/resources/comment-mutations";

interface CommentFormProps {
  videoId: number;
  /** Replying to this comment; a top-level comment when absent. */
  parentId?: number;
  onPosted?: () => void;
}

/** Text box, 'Add current timestamp' (whole seconds of the playback time) and the post button. */
export function CommentForm({ videoId, parentId, onPosted }: CommentFormProps) {
  const idSuffix = parentId === undefined ? "" : `-${parentId}`;
  const [content, setContent] = useState("");
  const [withTimestamp, setWithTimestamp] = useState(false);
  const player = usePlayer();
  const add = useAddComment(videoId, () => {
    setContent("");
    setWithTimestamp(false);
    onPosted?.();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      toast({ title: "Empty comment", description: EMPTY_COMMENT_MESSAGE, variant: "destructive" });
      return;
    }
    const timestamp = withTimestamp ? Math.floor(player.getCurrentTime()) : null;
    add.mutate({ content: content.trim(), timestamp, ...(parentId ? { parentId } : {}) });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label={parentId ? "Reply" : "Add a comment"}
    >
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
        <div className="flex items-center gap-2">
          <Checkbox
            id={`comment-timestamp${idSuffix}`}
            checked={withTimestamp}
            onCheckedChange={(checked) => setWithTimestamp(checked === true)}
          />
          <Label htmlFor={`comment-timestamp${idSuffix}`}>Add current timestamp</Label>
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
