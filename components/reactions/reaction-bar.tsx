"use client";

import { usePlayer } from "@/components/player/player-context";
import { Button } from "@/components/ui/button";
import { REACTION_EMOJIS, type ReactionResponse } from "@/lib/reactions/shared";
import { useAddReaction } from "@/client/resources/reactions";

interface ReactionBarProps {
  videoId: number;
  signedIn: boolean;
  reactions: ReactionResponse[];
}

/** Under the player: one button per emoji, reacting at the current playback time. */
export function ReactionBar({ videoId, signedIn, reactions }: ReactionBarProps) {
  const player = usePlayer();
  const add = useAddReaction(videoId);
  const counts = new Map<string, number>();
  for (const reaction of reactions)
    counts.set(reaction.emoji, (counts.get(reaction.emoji) ?? 0) + 1);

  return (
    <div
      role="group"
      aria-label="React at the current moment"
      data-testid="reaction-bar"
      className="flex flex-wrap items-center gap-1"
    >
      {REACTION_EMOJIS.map((emoji) => {
        const count = counts.get(emoji) ?? 0;
        return (
          <Button
            key={emoji}
            type="button"
            variant="outline"
            size="sm"
            disabled={!signedIn || add.isPending}
            aria-label={`React with ${emoji}${count > 0 ? ` (${count})` : ""}`}
            title={signedIn ? `React with ${emoji} here` : "Sign in to react"}
            onClick={() => add.mutate({ emoji, time: player.getCurrentTime() })}
            className="gap-1 rounded-full px-2.5"
          >
            <span aria-hidden>{emoji}</span>
            {count > 0 && (
              <span className="text-muted-foreground text-xs tabular-nums">{count}</span>
            )}
          </Button>
        );
      })}
      {!signedIn && <span className="text-muted-foreground ml-1 text-xs">Sign in to react</span>}
    </div>
  );
}
