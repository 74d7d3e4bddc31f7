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
