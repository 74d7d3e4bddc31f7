import { describe, expect, it } from "vitest";
import {
  composeCuts,
  keptDuration,
  keptRanges,
  normalizeCuts,
  skipTarget,
  toEdited,
  toOriginal,
} from "@/lib/timeline/cuts";

describe("normalizeCuts", () => {
  it("sorts, clips to the video and merges overlapping or touching cuts", () => {
    expect(
      normalizeCuts(
        [
          [12, 15],
          [-2, 1],
          [5, 8],
          [7, 9],
          [9, 10],
          [18, 30],
        ],
        20,
      ),
    ).toEqual([
      [0, 1],
      [5, 10],
      [12, 15],
      [18, 20],
    ]);
  });

  it("turns reversed ranges around and drops empty ones", () => {
    expect(
      normalizeCuts(
        [
          [8, 5],
          [3, 3],
        ],
        20,
      ),
    ).toEqual([[5, 8]]);
  });
});

describe("mapping between timelines", () => {
  const cuts = normalizeCuts(
    [
      [5, 8],
      [12, 14],
    ],
    20,
  );

  it("shortens the duration and lists what plays", () => {
    expect(keptDuration(cuts, 20)).toBe(15);
    expect(keptRanges(cuts, 20)).toEqual([
      [0, 5],
      [8, 12],
      [14, 20],
    ]);
    expect(keptRanges([[0, 2]], 10)).toEqual([[2, 10]]);
  });

  it("moves times after a cut earlier and pins times inside a cut to the cut point", () => {
    expect(toEdited(3, cuts)).toBe(3);
    expect(toEdited(5, cuts)).toBe(5);
    expect(toEdited(6.5, cuts)).toBe(5);
    expect(toEdited(9, cuts)).toBe(6);
    expect(toEdited(13, cuts)).toBe(9);
    expect(toEdited(19, cuts)).toBe(14);
  });

  it("maps edited times back to the original moment that plays there", () => {
    expect(toOriginal(3, cuts)).toBe(3);
    expect(toOriginal(5, cuts)).toBe(8);
    expect(toOriginal(6, cuts)).toBe(9);
    expect(toOriginal(9, cuts)).toBe(14);
    for (const t of [0, 2.5, 8, 10, 14, 17.25])
      expect(toEdited(toOriginal(toEdited(t, cuts), cuts), cuts)).toBe(toEdited(t, cuts));
  });

  it("finds where a preview skips to", () => {
    expect(skipTarget(6, cuts)).toBe(8);
    expect(skipTarget(8, cuts)).toBeNull();
    expect(skipTarget(4.9, cuts)).toBeNull();
  });
});

describe("composeCuts", () => {
  it("places cuts made on the edited timeline in the original one", () => {
    const applied = normalizeCuts([[5, 8]], 20);
    // Edited 10-12 is original 13-15.
    expect(composeCuts(applied, [[10, 12]], 20)).toEqual([
      [5, 8],
      [13, 15],
    ]);
  });

  it("merges a new cut spanning an applied one", () => {
    const applied = normalizeCuts([[5, 8]], 20);
    // Edited 4-6 covers original 4-5 and 8-9, around the applied cut.
    expect(composeCuts(applied, [[4, 6]], 20)).toEqual([[4, 9]]);
    // A cut starting at the cut point keeps the frame before it.
    expect(composeCuts(applied, [[5, 6]], 20)).toEqual([[5, 9]]);
  });
});
