import { formatClock } from "@/lib/format/time";
import type { Chapter } from "@/lib/timeline/transcript";

type Escape = (text: string) => string;

/** The chapters' marks, placed on the embed's seek bar by the video's length (none at 0). */
export function chapterMarks(chapters: Chapter[], duration: number): string {
  if (!(duration > 0)) return "";
  return chapters
    .filter((chapter) => chapter.startTime > 0 && chapter.startTime < duration)
    .map(
      (chapter) =>
        `<span class="cm" data-chapter-mark style="left:${((chapter.startTime / duration) * 100).toFixed(2)}%"></span>`,
    )
    .join("");
}

const LIST_ICON =
  '<svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M3 5h2v2H3zm4 0h14v2H7zM3 11h2v2H3zm4 0h14v2H7zm-4 6h2v2H3zm4 0h14v2H7z"/></svg>';

/**
 * The Chapters button of the control row and the list it opens; each item seeks there and plays
 * (components/player/first-tap-script.ts `chapterSeekMain`, inlined in the embed too).
 */
export function chapterMenu(chapters: Chapter[], escape: Escape): { button: string; list: string } {
  if (chapters.length === 0) return { button: "", list: "" };
  const items = chapters
    .map((chapter) => {
      const at = formatClock(chapter.startTime);
      const label = escape(`${chapter.title} (${at})`);
      return `<li><button type="button" data-seek="${chapter.startTime}" aria-label="${label}"><span>${at}</span>${escape(chapter.title)}</button></li>`;
    })
    .join("");
  return {
    button: `<button type="button" id="chb" aria-label="Chapters" aria-expanded="false" aria-controls="chapters">${LIST_ICON}</button>`,
    list: `<nav class="chs" id="chapters" aria-label="Chapters" hidden><ol>${items}</ol></nav>`,
  };
}
