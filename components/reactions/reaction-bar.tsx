"use client";

import { lazy, Suspense, useState } from "react";
import type { ReactionResponse } from "@/lib/reactions/responses";
import type { ReactionEmoji } from "@/lib/reactions/shared";
import { ReactionButtons } from "./reaction-buttons";

// Reacting loads only for a viewer who may react, and for a viewer without an account only once
// they press a button: a signed-out viewer who just watches never downloads it.
const WritableReactionBar = lazy(() =>
  import("./writable-reaction-bar").then((m) => ({ default: m.WritableReactionBar })),
);

interface ReactionBarProps {
  videoId: number;
  /** Signed in, or a known guest of the video (past its email gate, or who commented). */
  signedIn: boolean;
  /** The owner lets viewers without an account react under a name they give. */
  guestsAllowed?: boolean;
  reactions: ReactionResponse[];
}

/**
 * Under the player: one button per emoji, reacting at the current playback time. Until reacting
 * has loaded, the buttons show the counts, visibly disabled.
 */
export function ReactionBar({
  videoId,
  signedIn,
  guestsAllowed = false,
  reactions,
}: ReactionBarProps) {
  // A new guest's first press: it loads reacting, which then reacts with that emoji.
  const [firstPress, setFirstPress] = useState<ReactionEmoji | null>(null);
  const canReact = signedIn || guestsAllowed;
  const waiting = !signedIn && firstPress === null;
  const counts = (
    <ReactionButtons
      reactions={reactions}
      onReact={canReact && waiting ? setFirstPress : null}
      signedIn={canReact}
    />
  );
  if (!canReact || waiting) return counts;
  return (
    <Suspense fallback={counts}>
      <WritableReactionBar
        videoId={videoId}
        reactions={reactions}
        needsName={!signedIn}
        firstPress={firstPress}
      />
    </Suspense>
  );
}
