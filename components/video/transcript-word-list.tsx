"use client";

import { useMemo, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { formatClock } from "@/lib/format/time";
import type { TranscriptSegment } from "@/lib/timeline/transcript";
import type { Cut } from "@/lib/timeline/cuts";
import { isWordCut, pauseCuts, type IndexedWord } from "@/lib/timeline/word-cuts";
import { cn } from "@/lib/utils";
import { PauseMarks, pausesSpoken } from "./transcript-pause-marks";

/** The selected words: from `anchor` to `focus`, inclusive, either order. */
export interface WordSelection {
  anchor: number;
  focus: number;
}

interface TranscriptWordListProps {
  segments: TranscriptSegment[];
  words: IndexedWord[];
  cuts: readonly Cut[];
  selection: WordSelection | null;
  onSelect: (selection: WordSelection | null) => void;
  /** Delete or Backspace on the selection. */
  onCut: () => void;
}

const inSelection = (index: number, s: WordSelection | null) =>
  s !== null && index >= Math.min(s.anchor, s.focus) && index <= Math.max(s.anchor, s.focus);

/**
 * The transcript as selectable words: click a word, shift-click to extend; from the keyboard the
 * arrows move (shift extends), Space selects, Delete cuts, Escape clears. One tab stop for all
 * (a roving tabindex). Words in a pending cut are struck through, and pending cuts between words
 * (silences) show as pause marks. Lines without word timings show as text: nothing in them can be
 * cut by word.
 */
export function TranscriptWordList(props: TranscriptWordListProps) {
  const { segments, words, cuts, selection, onSelect, onCut } = props;
  const refs = useRef<(HTMLSpanElement | null)[]>([]);
  const active = selection?.focus ?? 0;
  const pauses = useMemo(() => pauseCuts(words, cuts), [words, cuts]);
  const firstWord = words[0]?.index;

  const wordLabel = (word: IndexedWord) => {
    const name = isWordCut(word, cuts) ? `${word.word} (cut)` : word.word;
    const before = word.index === firstWord ? pauses.get(-1) : undefined;
    const after = pauses.get(word.index);
    return [name, before && `after ${pausesSpoken(before)}`, after && `then ${pausesSpoken(after)}`]
      .filter(Boolean)
      .join(", ");
  };

  const choose = (index: number, extend: boolean) =>
    onSelect({ anchor: extend && selection ? selection.anchor : index, focus: index });

  const onClick = (index: number) => (event: MouseEvent) => choose(index, event.shiftKey);

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
      Home: -words.length,
      End: words.length,
    };
    const move = step[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const next = Math.max(0, Math.min(words.length - 1, index + move));
      choose(next, event.shiftKey);
      refs.current[next]?.focus();
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      choose(index, event.shiftKey);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      onCut();
    } else if (event.key === "Escape") {
      onSelect(null);
    }
  };

  return (
    <div
      role="listbox"
      aria-multiselectable="true"
      aria-label="Transcript words"
      className="flex max-h-96 flex-col gap-2 overflow-y-auto pr-2 text-sm"
    >
      {segments.map((segment, line) => (
        <div
          key={`${segment.time}-${line}`}
          role="group"
          aria-label={formatClock(segment.time)}
          className="flex items-baseline gap-3"
        >
          {/* Only options may sit in a listbox: the line's time is shown, the group names it. */}
          <span
            aria-hidden
            className="text-muted-foreground shrink-0 font-mono text-xs tabular-nums"
          >
            {formatClock(segment.time)}
          </span>
          <span className="leading-relaxed">
            {segment.words?.length
              ? words
                  .filter((w) => w.line === line)
                  .map((w) => {
                    const cut = isWordCut(w, cuts);
                    return (
                      <span key={w.index}>
                        {w.index === firstWord && <PauseMarks cuts={pauses.get(-1)} />}
                        <span
                          ref={(el) => {
                            refs.current[w.index] = el;
                          }}
                          role="option"
                          aria-selected={inSelection(w.index, selection)}
                          aria-label={wordLabel(w)}
                          tabIndex={w.index === active ? 0 : -1}
                          onClick={onClick(w.index)}
                          onKeyDown={onKeyDown(w.index)}
                          className={cn(
                            "cursor-pointer rounded px-0.5 select-none focus-visible:ring-2 focus-visible:outline-none",
                            inSelection(w.index, selection) && "bg-primary/20",
                            cut && "text-muted-foreground line-through decoration-red-500",
                          )}
                        >
                          {w.word}
                        </span>{" "}
                        <PauseMarks cuts={pauses.get(w.index)} />
                      </span>
                    );
                  })
              : segment.text}
          </span>
        </div>
      ))}
    </div>
  );
}
