"use client";

import { lazy, Suspense } from "react";
import { usePlayer } from "@/components/player/player-context";
import { formatClock } from "@/lib/format/time";
import { authorDisplayName } from "@/lib/format/person-name";
import type { ReactionResponse } from "@/lib/reactions/responses";

// Loads only where a reaction may be removed: never for a signed-out viewer.
const ReactionRemoveButton = lazy(() =>
  import("./reaction-remove-button").then((m) => ({ default: m.ReactionRemoveButton })),
);

interface ReactionListProps {
  videoId: number;
  viewerId: string | null;
  isOwner: boolean;
  reactions: ReactionResponse[];
}

/** Who reacted when: each seeks the player; the author or the video's owner may remove one. */
export function ReactionList({ videoId, viewerId, isOwner, reactions }: ReactionListProps) {
  const player = usePlayer();
  if (reactions.length === 0) return null;
  return (
    <section aria-labelledby="reactions-heading" className="flex flex-col gap-2">
      <h3 id="reactions-heading" className="text-sm font-medium">
        Reactions
      </h3>
      <ul className="flex flex-col gap-1" data-testid="reaction-list">
        {reactions.map((reaction) => {
          const name = authorDisplayName(reaction.user);
          const at = formatClock(reaction.time);
          return (
            <li key={reaction.id} className="flex items-center gap-2 text-sm">
              <button
                type="button"
                onClick={() => player.seekTo(reaction.time)}
                aria-label={`${reaction.emoji} ${name} at ${at}: seek there`}
                className="hover:bg-muted focus-visible:ring-ring flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-0.5 text-left focus-visible:ring-2 focus-visible:outline-none"
              >
                <span aria-hidden>{reaction.emoji}</span>
                <span className="min-w-0 flex-1 truncate">{name}</span>
                <span className="text-primary font-mono text-xs">{at}</span>
              </button>
              {(isOwner || reaction.userId === viewerId) && (
                <Suspense fallback={null}>
                  <ReactionRemoveButton
                    videoId={videoId}
                    reactionId={reaction.id}
                    label={`Remove ${name}'s ${reaction.emoji} reaction`}
                  />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
