import { describe, expect, it } from "vitest";
import { normalizeCuts, toEdited } from "@/lib/timeline/cuts";
import { editedChapters, editedTranscript, retimeJson, sourceOf } from "@/lib/timeline/retime-json";

const cuts = normalizeCuts([[5, 8]], 20);
const transcript = JSON.stringify([
  { time: 1, text: "a" },
  { time: 6, text: "in the cut" },
  { time: 9, text: "b", speaker: "S1" },
]);

describe("retimeJson", () => {
  it("moves time fields and keeps everything else", () => {
    const moved = retimeJson(transcript, (t) => toEdited(t, cuts));
    expect(JSON.parse(moved ?? "")).toEqual([
      { time: 1, text: "a" },
      { time: 5, text: "in the cut" },
      { time: 6, text: "b", speaker: "S1" },
    ]);
    expect(retimeJson('[{"title":"X","startTime":12}]', (t) => t - 3)).toBe(
      '[{"title":"X","startTime":9}]',
    );
  });

  it("leaves null, unreadable and non-list text alone", () => {
    expect(retimeJson(null, (t) => t)).toBeNull();
    expect(retimeJson("not json", (t) => t)).toBe("not json");
    expect(retimeJson('{"time":3}', (t) => t + 1)).toBe('{"time":3}');
  });
});

describe("editedTranscript", () => {
  it("drops the lines that start inside a cut and moves the rest", () => {
    expect(JSON.parse(editedTranscript(transcript, cuts) ?? "")).toEqual([
      { time: 1, text: "a" },
      { time: 6, text: "b", speaker: "S1" },
    ]);
    const trimmed = editedTranscript(transcript, [[0, 2]]);
    expect((JSON.parse(trimmed ?? "") as { text: string }[]).map((s) => s.text)).toEqual([
      "in the cut",
      "b",
    ]);
    expect(editedTranscript(transcript, [])).toBe(transcript);
    expect(editedTranscript("not json", cuts)).toBe("not json");
  });
});

describe("word timings", () => {
  it("move with their line, and the words inside a cut leave the line and its text", () => {
    const timed = JSON.stringify([
      {
        time: 3,
        text: "keep cut this keep",
        words: [
          { word: "keep", start: 3, end: 4 },
          { word: "cut", start: 5.2, end: 6 },
          { word: "this", start: 6.5, end: 7.5 },
          { word: "keep", start: 8.5, end: 9 },
        ],
      },
    ]);
    expect(JSON.parse(editedTranscript(timed, cuts) ?? "")).toEqual([
      {
        time: 3,
        text: "keep keep",
        words: [
          { word: "keep", start: 3, end: 4 },
          { word: "keep", start: 5.5, end: 6 },
        ],
      },
    ]);
  });
});

describe("cutting words at the start of a line", () => {
  // Two sentences said with word timing; a pause (a marked silence) after each.
  const said = JSON.stringify([
    {
      time: 0.5,
      text: "So today we ship the new editor",
      words: [
        { word: "So", start: 0.5, end: 0.8 },
        { word: "today", start: 0.9, end: 1.3 },
        { word: "we", start: 1.4, end: 1.6 },
        { word: "ship", start: 1.7, end: 2 },
        { word: "the", start: 2.1, end: 2.2 },
        { word: "new", start: 2.3, end: 2.6 },
        { word: "editor", start: 2.7, end: 3.2 },
      ],
    },
    {
      time: 5,
      text: "It cuts by words",
      words: [
        { word: "It", start: 5, end: 5.2 },
        { word: "cuts", start: 5.3, end: 5.7 },
        { word: "by", start: 5.8, end: 6 },
        { word: "words", start: 6.1, end: 6.6 },
      ],
    },
  ]);
  // The walk: the words "So today" and the silences 3.2-5 and 6.6-9 cut.
  const walk = normalizeCuts(
    [
      [0.5, 0.9],
      [0.9, 1.4],
      [3.2, 5],
      [6.6, 9],
    ],
    10,
  );

  it("keeps the rest of the line, starting at its first word left", () => {
    const lines = JSON.parse(editedTranscript(said, walk) ?? "") as {
      time: number;
      text: string;
      words: { word: string; start: number }[];
    }[];
    expect(lines.map((l) => l.text)).toEqual(["we ship the new editor", "It cuts by words"]);
    expect(lines[0]?.time).toBe(toEdited(1.4, walk));
    expect(lines[0]?.words.map((w) => w.start)).toEqual(
      [1.4, 1.7, 2.1, 2.3, 2.7].map((t) => toEdited(t, walk)),
    );
    expect(lines[1]?.time).toBe(toEdited(5, walk));
  });

  it("drops a line only when none of its words is kept, and gives everything back on revert", () => {
    const lines = JSON.parse(editedTranscript(said, [[0, 4]]) ?? "") as { text: string }[];
    expect(lines.map((l) => l.text)).toEqual(["It cuts by words"]);
    const written = editedTranscript(said, walk);
    expect(sourceOf(written, said, walk, editedTranscript)).toBe(said);
  });

  it("moves a line starting inside a cut to its first word when no word of it went", () => {
    const late = JSON.stringify([
      { time: 4.9, text: "It", words: [{ word: "It", start: 5, end: 5.2 }] },
    ]);
    expect(JSON.parse(editedTranscript(late, [[4, 5]]) ?? "")).toEqual([
      { time: 4, text: "It", words: [{ word: "It", start: 4, end: 4.2 }] },
    ]);
  });
});

describe("sourceOf", () => {
  it("gives back the exact original, cut lines included, while the text is what the edit wrote", () => {
    const written = editedTranscript(transcript, cuts);
    expect(sourceOf(written, transcript, cuts, editedTranscript)).toBe(transcript);
    const chapters = '[{"title":"Cut","startTime":6}]';
    expect(sourceOf(editedChapters(chapters, cuts), chapters, cuts, editedChapters)).toBe(chapters);
  });

  it("maps a text regenerated on the edited timeline back to the original", () => {
    const regenerated = JSON.stringify([{ time: 6, text: "new" }]);
    expect(JSON.parse(sourceOf(regenerated, transcript, cuts, editedTranscript) ?? "")).toEqual([
      { time: 9, text: "new" },
    ]);
    expect(sourceOf(regenerated, null, [], editedTranscript)).toBe(regenerated);
  });
});
