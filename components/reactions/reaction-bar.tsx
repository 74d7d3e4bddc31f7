"use client";

import { lazy, Suspense } from "react";
import type { ReactionResponse } from "@/lib/reactions/responses";
import { ReactionButtons } from "./reaction-buttons";

// Reacting loads only for a viewer who may react: a signed-out viewer never downloads it.
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
  const canReact = signedIn || guestsAllowed;
  const counts = <ReactionButtons reactions={reactions} onReact={null} signedIn={canReact} />;
  if (!canReact) return counts;
  return (
    <Suspense fallback={counts}>
      <WritableReactionBar videoId={videoId} reactions={reactions} needsName={!signedIn} />
    </Suspense>
  );
}
