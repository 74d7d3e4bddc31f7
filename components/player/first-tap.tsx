import { formatClock } from "@/lib/format/time";
import type { Chapter } from "@/lib/timeline/transcript";
import { chapterSeekMain, firstTapMain } from "./first-tap-script";

const PLAYER_VIDEO = "[data-player] video";

/**
 * The inline script that plays the share page's video on the first tap before hydration and makes
 * the chapter buttons seek. The root layout renders it, so it runs once in every document,
 * whichever page the document was loaded with (React never runs a script it inserts on a
 * client-side navigation); it waits on `window` for a player to appear.
 */
export function PlayerScript() {
  const script = `(${firstTapMain.toString()})();(${chapterSeekMain.toString()})(${JSON.stringify(PLAYER_VIDEO)});`;
  return <script data-player-script dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * Server-rendered under the share page's player (never part of its client bundle): the video's
 * chapters as buttons, each seeking the player there and playing (PlayerScript's work).
 */
export function ChapterList({ chapters }: { chapters: Chapter[] }) {
  if (chapters.length === 0) return null;
  return (
    <nav aria-label="Chapters" data-testid="player-chapters" className="min-w-0">
      <ol className="flex gap-2 overflow-x-auto pb-1">
        {chapters.map((chapter) => (
          <li key={`${chapter.startTime}-${chapter.title}`} className="shrink-0">
            <button
              type="button"
              data-seek={chapter.startTime}
              aria-label={`${chapter.title} (${formatClock(chapter.startTime)})`}
              className="hover:bg-accent focus-visible:ring-ring aria-[current=true]:border-primary aria-[current=true]:bg-accent flex max-w-56 items-baseline gap-2 rounded-md border px-2.5 py-1.5 text-left text-sm focus-visible:ring-2 focus-visible:outline-none"
            >
              <span className="text-primary font-mono text-xs tabular-nums">
                {formatClock(chapter.startTime)}
              </span>
              <span className="truncate">{chapter.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
