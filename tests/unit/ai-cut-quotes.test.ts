import { describe, expect, it } from "vitest";
import { cutWords, quotesAny } from "@/lib/ai/transcripts/cut-quotes";

const line = (text: string, time = 0) => ({ time, text });

describe("cutWords", () => {
  it("names the words no longer said anywhere, not those said elsewhere nor stop words", () => {
    const before = [line("Today we review the pipeline"), line("The pipeline grew today", 5)];
    const after = [line("review the pipeline"), line("The pipeline grew", 5)];
    expect([...cutWords(before, after)]).toEqual(["today"]);
    expect(cutWords(before, before).size).toBe(0);
  });
});

describe("quotesAny", () => {
  it("tells whether a title or summary uses a cut word, whatever its case", () => {
    const gone = new Set(["today"]);
    expect(quotesAny("Part 1: Today we review…", gone)).toBe(true);
    expect(quotesAny("Pipeline review", gone)).toBe(false);
    expect(quotesAny(null, gone)).toBe(false);
    expect(quotesAny("Today", new Set())).toBe(false);
  });
});
