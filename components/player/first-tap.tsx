import { formatClock } from "@/lib/format/time";
import type { Chapter } from "@/lib/timeline/transcript";
import { chapterSeekMain, firstTapMain } from "./first-tap-script";

const PLAYER_VIDEO = "[data-player] video";

/**
 * Server-rendered beside the share page's player (never part of its client bundle): the inline
 * script that plays on the first tap before hydration, and the chapter list, whose buttons that
 * script makes seek.
 */
export function PlayerBeforeHydration({ chapters }: { chapters: Chapter[] }) {
  const script = `(${firstTapMain.toString()})();(${chapterSeekMain.toString()})(${JSON.stringify(PLAYER_VIDEO)});`;
  return (
    <>
      {chapters.length > 0 && <ChapterList chapters={chapters} />}
      <script data-player-script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}

/** The video's chapters as buttons; each seeks the player there and plays. */
function ChapterList({ chapters }: { chapters: Chapter[] }) {
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
