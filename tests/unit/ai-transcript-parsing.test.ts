import { describe, expect, it } from "vitest";
import { planChunks } from "@/lib/ai/transcripts/audio";
import { parsePocketsphinxOutput } from "@/lib/ai/transcripts/offline-transcriber";
import { groupWords, serializeTranscript, shiftSegments } from "@/lib/ai/transcripts/segments";
import { parseTranscript } from "@/lib/timeline/transcript";

const POCKETSPHINX = `welcome to this short product demo
<s> 0.060 0.130 0.999800
welcome 0.140 0.600 0.935843
to(2) 0.610 0.730 0.829592
this 0.740 0.960 0.797298
<sil> 2.400 2.680 0.999000
[NOISE] 2.700 2.800 0.5
today 2.690 3.050 0.935843
</s> 10.710 10.830 1.000000
`;

describe("pocketsphinx output", () => {
  it("keeps words with their times, drops silences and fillers, strips pronunciation marks", () => {
    expect(parsePocketsphinxOutput(POCKETSPHINX)).toEqual([
      { word: "welcome", start: 0.14, end: 0.6 },
      { word: "to", start: 0.61, end: 0.73 },
      { word: "this", start: 0.74, end: 0.96 },
      { word: "today", start: 2.69, end: 3.05 },
    ]);
  });

  it("shifts a chunk's words by its offset", () => {
    expect(parsePocketsphinxOutput("hello 1.000 1.500 0.9", 600)).toEqual([
      { word: "hello", start: 601, end: 601.5 },
    ]);
  });

  it("ignores the hypothesis line and garbage", () => {
    expect(parsePocketsphinxOutput("hello world\nINFO: something 1 2\n")).toEqual([]);
  });
});

describe("grouping words into segments", () => {
  const words = (count: number, step: number) =>
    Array.from({ length: count }, (_, i) => ({
      word: `w${i}`,
      start: i * step,
      end: i * step + step * 0.8,
    }));

  it("never makes a segment longer than 10 s", () => {
    const segments = groupWords(words(60, 0.5));
    for (const [i, s] of segments.entries()) {
      const next = segments[i + 1];
      if (next) expect(next.time - s.time).toBeLessThanOrEqual(10.5);
    }
    expect(segments.length).toBeGreaterThanOrEqual(3);
  });

  it("cuts at a pause once a segment is 5 s long", () => {
    const first = words(12, 0.5); // 0..5.9 s
    const after = [{ word: "later", start: 7, end: 7.4 }];
    const segments = groupWords([...first, ...after]);
    expect(segments.map((s) => s.time)).toEqual([0, 7]);
  });

  it("keeps short speech in one segment", () => {
    expect(groupWords(words(4, 0.5))).toEqual([
      { time: 0, text: "w0 w1 w2 w3", words: words(4, 0.5) },
    ]);
    expect(groupWords([])).toEqual([]);
  });
});

describe("API segments", () => {
  it("shifts by the chunk offset, trims and drops blanks", () => {
    expect(
      shiftSegments(
        [
          { text: "  Hello   there ", startSecond: 1.234, endSecond: 2 },
          { text: " ", startSecond: 3, endSecond: 4 },
        ],
        600,
      ),
    ).toEqual([{ time: 601.23, text: "Hello there" }]);
  });

  it("serialises to the stored JSON that the watch page parses back", () => {
    const json = serializeTranscript([
      { time: 0, text: "Hi" },
      { time: 5.5, text: "there" },
    ]);
    expect(JSON.parse(json)).toEqual([
      { time: 0, text: "Hi" },
      { time: 5.5, text: "there" },
    ]);
    expect(parseTranscript(json)).toHaveLength(2);
  });
});

describe("audio chunks", () => {
  it("covers a 1-minute clip in one chunk and an hour in six", () => {
    expect(planChunks(60)).toEqual([{ offset: 0, seconds: 60 }]);
    const hour = planChunks(3600);
    expect(hour).toHaveLength(6);
    expect(hour.map((c) => c.offset)).toEqual([0, 600, 1200, 1800, 2400, 3000]);
  });

  it("folds a tail under a second into the previous chunk; nothing for no audio", () => {
    expect(planChunks(600.5)).toEqual([{ offset: 0, seconds: 600.5 }]);
    expect(planChunks(0)).toEqual([]);
  });
});
