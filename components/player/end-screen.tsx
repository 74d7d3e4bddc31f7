"use client";

import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What the player shows once playback has ended (and gone back to 0): the poster, as the last
 * thing seen, a Replay button and the owner's call to action when there is one. Both are in the
 * tab order before the controls, so the keyboard reaches them.
 */
export function EndScreen({
  poster,
  onReplay,
  children,
}: {
  poster: string | null;
  onReplay: () => void;
  /** The call to action, if any. */
  children?: ReactNode;
}) {
  return (
    <div
      data-testid="end-screen"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black p-4 pb-16"
    >
      {poster && (
        // eslint-disable-next-line @next/next/no-img-element -- our own thumbnail route, shown as is (next/image would add 4.5 KB of script to the share page for nothing)
        <img src={poster} alt="" className="absolute inset-0 size-full object-contain" />
      )}
      <div className="absolute inset-0 bg-black/60" aria-hidden />
      <button
        type="button"
        onClick={onReplay}
        className="relative flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-medium text-white hover:bg-white/25 focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none"
      >
        <RotateCcw className="size-4" aria-hidden />
        Replay
      </button>
      {children && <div className="relative w-full max-w-xs">{children}</div>}
    </div>
  );
}
