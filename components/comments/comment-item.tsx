"use client";

import { Clock, Trash2 } from "lucide-react";
import { formatClock } from "@/lib/format/time";
import { usePlayer } from "@/components/player/player-context";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ReactNode } from "react";
import { formatCommentDate } from "@/lib/comments/shared";
import { authorDisplayName } from "@/lib/format/person-name";
import { DELETED_COMMENT_TEXT } from "@/lib/comments/shared";
import type { CommentResponse } from "@/lib/comments/responses";
import { initials } from "@/lib/format/initials";

interface CommentItemProps {
  comment: CommentResponse;
  canDelete: boolean;
  onDelete: (comment: CommentResponse) => void;
  /** Under the text: the reply button. */
  actions?: ReactNode;
  /** Under the comment: its replies and the reply form. */
  children?: ReactNode;
}

/** One comment: author, initials avatar, date, the time pin (click to seek) and the text as text. */
export function CommentItem({ comment, canDelete, onDelete, actions, children }: CommentItemProps) {
  const { seekTo } = usePlayer();
  const name = authorDisplayName(comment.user);
  if (comment.deleted) {
    return (
      <li className="flex flex-col gap-3" data-testid="comment">
        <p className="text-muted-foreground text-sm italic">{DELETED_COMMENT_TEXT}</p>
        {children}
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3" data-testid="comment">
      <div className="flex gap-3">
        <Avatar className="size-8">
          {comment.user.profileImageUrl && (
            <AvatarImage src={comment.user.profileImageUrl} alt="" />
          )}
          <AvatarFallback className="text-xs">{initials(name)}</AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-medium">{name}</span>
            {comment.internal && (
              <Badge variant="secondary" title="Only members of this workspace see it">
                Internal
              </Badge>
            )}
            <time className="text-muted-foreground text-xs" dateTime={comment.createdAt}>
              {formatCommentDate(comment.createdAt)}
            </time>
            {comment.timestamp !== null && (
              <button
                type="button"
                onClick={() => seekTo(comment.timestamp ?? 0)}
                className="text-primary flex items-center gap-1 rounded text-xs font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
                aria-label={`Jump to ${formatClock(comment.timestamp)}`}
              >
                <Clock className="size-3" aria-hidden />
                {formatClock(comment.timestamp)}
              </button>
            )}
          </div>
          <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
          {actions}
        </div>
        {canDelete && (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label="Delete comment"
            title="Delete comment"
            onClick={() => onDelete(comment)}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      {children}
    </li>
  );
}
