"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { useAddReaction } from "@/client/resources/reaction-mutations";
import { loadGuestSignature, saveGuestSignature } from "@/client/resources/guest-name";
import { usePlayer } from "@/components/player/player-context";
import type { ReactionEmoji } from "@/lib/reactions/shared";
import type { ReactionResponse } from "@/lib/reactions/responses";
import { ReactionButtons } from "./reaction-buttons";

// Asked once per browser, by a new guest only: the dialog's code loads when it is needed.
const GuestNameDialog = dynamic(() => import("./guest-name-dialog").then((m) => m.GuestNameDialog));

/**
 * The bar for a viewer who may react: a press reacts at the player's current time. A new guest
 * (signed out, not yet known to the video) is asked for a name once; the browser remembers it.
 */
export function WritableReactionBar({
  videoId,
  reactions,
  needsName = false,
  firstPress = null,
}: {
  videoId: number;
  reactions: ReactionResponse[];
  needsName?: boolean;
  /** The press that loaded this bar (a new guest's): it reacts as soon as the bar is here. */
  firstPress?: ReactionEmoji | null;
}) {
  const player = usePlayer();
  const add = useAddReaction(videoId);
  const [asking, setAsking] = useState<{ emoji: ReactionEmoji; time: number } | null>(null);

  const react = (emoji: ReactionEmoji) => {
    const time = player.getCurrentTime();
    if (!needsName) return add.mutate({ emoji, time });
    const known = loadGuestSignature();
    if (known) return add.mutate({ emoji, time, ...known });
    setAsking({ emoji, time });
  };

  // Once per mount, however often effects run: the press happened once.
  const pressed = useRef(false);
  useEffect(() => {
    if (firstPress === null || pressed.current) return;
    pressed.current = true;
    react(firstPress);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first press only, on mount
  }, []);

  return (
    <>
      <ReactionButtons reactions={reactions} signedIn onReact={add.isPending ? null : react} />
      {asking && (
        <GuestNameDialog
          onCancel={() => setAsking(null)}
          onSigned={(signature) => {
            saveGuestSignature(signature);
            add.mutate({ ...asking, ...signature });
            setAsking(null);
          }}
        />
      )}
    </>
  );
}
