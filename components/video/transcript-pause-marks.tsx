import { Pause } from "lucide-react";
import type { Cut } from "@/lib/timeline/cuts";

const length = ([from, to]: Cut) => `${(to - from).toFixed(1)} s`;

/** How a word's name tells of the pauses marked to cut beside it ("a pause of 1.7 s ..."). */
export const pausesSpoken = (cuts: readonly Cut[]) =>
  cuts.map((cut) => `a pause of ${length(cut)} (marked to cut)`).join(", ");

/**
 * Pauses marked to cut (a silence between words removes no word to strike through), shown where
 * they sit in the transcript. Hidden from screen readers: the word beside them names them.
 */
export function PauseMarks({ cuts }: { cuts: readonly Cut[] | undefined }) {
  return cuts?.map((cut) => (
    <span
      key={cut[0]}
      aria-hidden
      title={`Pause of ${length(cut)}, marked to cut`}
      data-testid="pause-mark"
      className="mx-0.5 inline-flex items-center gap-0.5 rounded bg-red-500/10 px-1 align-middle text-xs text-red-600 dark:text-red-400"
    >
      <Pause className="size-3" />
      {length(cut)}
    </span>
  ));
}
