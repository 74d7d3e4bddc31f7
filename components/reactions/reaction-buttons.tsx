import { Button } from "@/components/ui/button";
import type { ReactionResponse } from "@/lib/reactions/responses";
import { REACTION_EMOJIS, type ReactionEmoji } from "@/lib/reactions/shared";

interface ReactionButtonsProps {
  reactions: ReactionResponse[];
  /** Reacts with an emoji; null where the viewer may not react (signed out) or not yet. */
  onReact: ((emoji: ReactionEmoji) => void) | null;
  signedIn: boolean;
}

/** One button per emoji with its count, in the bar under the player. */
export function ReactionButtons({ reactions, onReact, signedIn }: ReactionButtonsProps) {
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
            disabled={onReact === null}
            aria-label={`React with ${emoji}${count > 0 ? ` (${count})` : ""}`}
            title={signedIn ? `React with ${emoji} here` : "Sign in to react"}
            onClick={() => onReact?.(emoji)}
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
