import { describe, expect, it } from "vitest";
import {
  addCuts,
  flattenWords,
  isWordCut,
  pauseCuts,
  proposalCuts,
  selectionCut,
} from "@/lib/timeline/word-cuts";

const segments = [
  {
    time: 0,
    text: "hello there team",
    words: [
      { word: "hello", start: 0.1, end: 0.5 },
      { word: "there", start: 0.6, end: 0.9 },
      { word: "team", start: 1, end: 1.4 },
    ],
  },
  { time: 2, text: "no word timings here" },
  {
    time: 3,
    text: "um bye",
    words: [
      { word: "um", start: 3, end: 3.3 },
      { word: "bye", start: 3.5, end: 3.9 },
    ],
  },
];

describe("editing by text", () => {
  it("lists the timed words of every line in order", () => {
    const words = flattenWords(segments);
    expect(words.map((w) => `${w.index}:${w.line}:${w.word}`)).toEqual([
      "0:0:hello",
      "1:0:there",
      "2:0:team",
      "3:2:um",
      "4:2:bye",
    ]);
  });

  it("cuts a selection from its first word's start to its last word's end, either way round", () => {
    const words = flattenWords(segments);
    expect(selectionCut(words, 1, 2)).toEqual([0.6, 1.4]);
    expect(selectionCut(words, 2, 1)).toEqual([0.6, 1.4]);
    expect(selectionCut(words, 3, 3)).toEqual([3, 3.3]);
    expect(selectionCut(words, 7, 9)).toBeNull();
  });

  it("marks a word cut when its middle is inside a cut", () => {
    const cuts = addCuts([[0.6, 1.4]], proposalCuts([{ start: 2.95, end: 3.4 }]), 4);
    const words = flattenWords(segments);
    expect(words.filter((w) => isWordCut(w, cuts)).map((w) => w.word)).toEqual([
      "there",
      "team",
      "um",
    ]);
  });

  it("merges overlapping cuts and keeps them inside the video", () => {
    expect(
      addCuts(
        [[0.6, 1.4]],
        [
          [1, 2],
          [3.5, 9],
        ],
        4,
      ),
    ).toEqual([
      [0.6, 2],
      [3.5, 4],
    ]);
  });
});

describe("pauses marked to cut", () => {
  it("places the cuts that remove no word after the word before them, -1 before the first", () => {
    const words = flattenWords(segments);
    const pauses = pauseCuts(words, [
      [0, 0.08],
      [1.45, 2.9],
      [3.1, 3.4],
      [4, 5],
    ]);
    // [3.1, 3.4] holds the middle of "um": a word cut, struck through instead.
    expect([...pauses.entries()]).toEqual([
      [-1, [[0, 0.08]]],
      [2, [[1.45, 2.9]]],
      [4, [[4, 5]]],
    ]);
    expect(pauseCuts([], [[1, 2]]).get(-1)).toEqual([[1, 2]]);
  });
});
