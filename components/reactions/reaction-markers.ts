import { formatClock } from "@/lib/format/time";
import type { SeekMarker } from "@/components/player/seek-markers";
import { authorDisplayName } from "@/lib/format/person-name";
import type { ReactionResponse } from "@/lib/reactions/responses";

/** Reactions as seek-bar markers: "🎉 Ada Lovelace at 00:12". */
export function reactionMarkers(reactions: ReactionResponse[]): SeekMarker[] {
  return reactions.map((reaction) => ({
    key: String(reaction.id),
    time: reaction.time,
    symbol: reaction.emoji,
    label: `${reaction.emoji} ${authorDisplayName(reaction.user)} at ${formatClock(reaction.time)}`,
  }));
}
