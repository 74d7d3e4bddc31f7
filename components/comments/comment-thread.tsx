"use client";

import { Reply } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CommentResponse, CommentThread } from "@/lib/comments/responses";
import { LazyCommentForm } from "./lazy-comment-form";
import { CommentItem } from "./comment-item";

interface CommentThreadItemProps {
  thread: CommentThread;
  videoId: number;
  viewerId: string | null;
  /** Signed in, or past the video's email gate: may reply. */
  canReply: boolean;
  isOwner: boolean;
  onDelete: (comment: CommentResponse) => void;
}

/**
 * A top-level comment, its replies (one level, oldest first) and, for anyone who may comment
 * (signed in, or past the email gate), a reply form.
 */
export function CommentThreadItem({
  thread,
  videoId,
  viewerId,
  canReply,
  isOwner,
  onDelete,
}: CommentThreadItemProps) {
  const [replying, setReplying] = useState(false);
  const canDelete = (comment: CommentResponse) =>
    !comment.deleted && viewerId !== null && (isOwner || comment.userId === viewerId);
  return (
    <CommentItem
      comment={thread}
      canDelete={canDelete(thread)}
      onDelete={onDelete}
      actions={
        canReply && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-muted-foreground h-7 self-start px-2"
            aria-expanded={replying}
            onClick={() => setReplying(!replying)}
          >
            <Reply aria-hidden />
            Reply
          </Button>
        )
      }
    >
      {(thread.replies.length > 0 || replying) && (
        <div className="border-border ml-4 flex flex-col gap-4 border-l pl-4">
          {thread.replies.length > 0 && (
            <ul className="flex flex-col gap-4" aria-label="Replies">
              {thread.replies.map((reply) => (
                <CommentItem
                  key={reply.id}
                  comment={reply}
                  canDelete={canDelete(reply)}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          )}
          {replying && (
            <LazyCommentForm
              videoId={videoId}
              parentId={thread.id}
              onPosted={() => setReplying(false)}
            />
          )}
        </div>
      )}
    </CommentItem>
  );
}
