"use client";

import { useState, type FormEvent } from "react";
import { usePlayer } from "@/components/player/player-context";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { EMPTY_COMMENT_MESSAGE, MAX_COMMENT_LENGTH } from "@/lib/comments/rules";
import { useAddComment } from "./use-comments";

/** Text box, 'Add current timestamp' (whole seconds of the playback time) and the post button. */
export function CommentForm({ videoId }: { videoId: number }) {
  const [content, setContent] = useState("");
  const [withTimestamp, setWithTimestamp] = useState(false);
  const player = usePlayer();
  const add = useAddComment(videoId, () => {
    setContent("");
    setWithTimestamp(false);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      toast({ title: "Empty comment", description: EMPTY_COMMENT_MESSAGE, variant: "destructive" });
      return;
    }
    const timestamp = withTimestamp ? Math.floor(player.getCurrentTime()) : null;
    add.mutate({ content: content.trim(), timestamp });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Add a comment">
      <Label htmlFor="comment-content" className="sr-only">
        Comment
      </Label>
      <Textarea
        id="comment-content"
        placeholder="Add a comment..."
        value={content}
        maxLength={MAX_COMMENT_LENGTH}
        onChange={(event) => setContent(event.target.value)}
        rows={3}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="comment-timestamp"
            checked={withTimestamp}
            onCheckedChange={(checked) => setWithTimestamp(checked === true)}
          />
          <Label htmlFor="comment-timestamp">Add current timestamp</Label>
        </div>
        <Button
          type="submit"
          disabled={content.length === 0 || add.isPending}
          aria-busy={add.isPending}
        >
          {add.isPending ? "Posting..." : "Post Comment"}
        </Button>
      </div>
    </form>
  );
}
