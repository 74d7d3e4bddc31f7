"use client";

import { MessageSquare } from "lucide-react";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { CommentResponse } from "@/lib/comments/responses";
import { GUEST_COMMENTS_OFF } from "@/lib/comments/shared";
import { LazyCommentForm } from "./lazy-comment-form";
import { CommentSignInButton } from "./comment-sign-in-button";
import { CommentThreadItem } from "./comment-thread";
import { CommentAuthorProvider } from "./comment-author-context";
import { useComments } from "@/client/resources/comments";

// A delete's confirmation and its request load when one is first asked for: most viewers may
// delete nothing, and a signed-out one never can.
const CommentDeleteDialog = dynamic(() =>
  import("./comment-delete-dialog").then((m) => m.CommentDeleteDialog),
);

interface CommentsSectionProps {
  videoId: number;
  viewerId: string | null;
  /** Signed in, or (without an account) a known guest of the video; default: signed in. */
  canComment?: boolean;
  /** The owner lets viewers without an account comment under a name they give. */
  guestsAllowed?: boolean;
  /** A member of the video's team workspace: may write internal comments. */
  teamMember?: boolean;
  /** The video's owner may delete any comment on it. */
  isOwner?: boolean;
}

/**
 * The comments section (docs/product/routes-and-screens.md#comments-section): the list, the form
 * (signed in, a known guest, or a new guest who gives a name) or the sign-in prompt.
 */
export function CommentsSection({
  videoId,
  viewerId,
  canComment: known = viewerId !== null,
  guestsAllowed = false,
  teamMember = false,
  isOwner = false,
}: CommentsSectionProps) {
  // A guest's form (and the code that writes) loads once they ask for it: most viewers only watch.
  const [asGuest, setAsGuest] = useState(false);
  const canComment = known || (guestsAllowed && asGuest);
  const mode = useMemo(
    () => ({ needsName: !known, canInternal: teamMember && viewerId !== null }),
    [known, teamMember, viewerId],
  );
  const comments = useComments(videoId);
  const [pending, setPending] = useState<CommentResponse | null>(null);
  // Once asked for, the dialog stays mounted so it animates out when closed.
  const [askedToDelete, setAskedToDelete] = useState(false);
  if (pending && !askedToDelete) setAskedToDelete(true);

  return (
    <CommentAuthorProvider value={mode}>
      <div className="flex flex-col gap-6">
        {canComment ? (
          <LazyCommentForm videoId={videoId} autoFocus={asGuest} />
        ) : (
          <div className="bg-muted/50 flex flex-col items-center gap-3 rounded-lg border p-6 text-center">
            <MessageSquare className="text-muted-foreground size-8" aria-hidden />
            <p className="text-sm">
              <span className="font-semibold">Join the conversation</span> — Sign in to leave
              comments and interact with the video
            </p>
            {!guestsAllowed && viewerId === null && (
              <p className="text-muted-foreground text-xs">{GUEST_COMMENTS_OFF}</p>
            )}
            <div className="flex flex-wrap justify-center gap-2">
              <CommentSignInButton />
              {guestsAllowed && (
                <Button type="button" variant="outline" onClick={() => setAsGuest(true)}>
                  Comment as a guest
                </Button>
              )}
            </div>
          </div>
        )}
        {comments.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : comments.isError ? (
          <p className="text-destructive text-sm" role="alert">
            Error loading comments
          </p>
        ) : comments.threads?.length === 0 ? (
          <p className="text-muted-foreground text-sm">No comments yet</p>
        ) : (
          <ul className="flex flex-col gap-5" aria-label="Comments">
            {comments.threads?.map((thread) => (
              <CommentThreadItem
                key={thread.id}
                thread={thread}
                videoId={videoId}
                viewerId={viewerId}
                canReply={canComment}
                isOwner={isOwner}
                onDelete={setPending}
              />
            ))}
          </ul>
        )}
        {comments.hasNextPage && (
          <Button
            type="button"
            variant="outline"
            onClick={() => void comments.fetchNextPage()}
            disabled={comments.isFetchingNextPage}
            aria-busy={comments.isFetchingNextPage}
          >
            {comments.isFetchingNextPage && <Spinner />}
            Load more comments
          </Button>
        )}
        {askedToDelete && (
          <CommentDeleteDialog
            videoId={videoId}
            comment={pending}
            onClose={() => setPending(null)}
          />
        )}
      </div>
    </CommentAuthorProvider>
  );
}
