"use client";

import { useAddReaction } from "@/client/resources/reaction-mutations";
import { usePlayer } from "@/components/player/player-context";
import type { ReactionResponse } from "@/lib/reactions/responses";
import { ReactionButtons } from "./reaction-buttons";

/** The bar for a viewer who may react: a press reacts at the player's current time. */
export function WritableReactionBar({
  videoId,
  reactions,
}: {
  videoId: number;
  reactions: ReactionResponse[];
}) {
  const player = usePlayer();
  const add = useAddReaction(videoId);
  return (
    <ReactionButtons
      reactions={reactions}
      signedIn
      onReact={
        add.isPending ? null : (emoji) => add.mutate({ emoji, time: player.getCurrentTime() })
      }
    />
  );
}
