import { describe, expect, it } from "vitest";
import {
  extractiveSummary,
  summaryLength,
  summaryUnits,
} from "@/lib/ai/transcripts/summary-extractive";

const seg = (time: number, text: string) => ({ time, text });

const talk = [
  seg(0, "Hello everyone and welcome to this short walkthrough."),
  seg(4, "Today I will show you the new billing dashboard."),
  seg(9, "The billing dashboard lists every invoice your team has paid."),
  seg(15, "I had coffee this morning."),
  seg(18, "You can download each invoice from the billing dashboard as a PDF."),
  seg(24, "Thanks for watching."),
];

describe("extractive summary", () => {
  it("picks the sentences that carry the talk's repeated words, in spoken order", () => {
    const summary = extractiveSummary(talk);
    expect(summary).toBe(
      "The billing dashboard lists every invoice your team has paid. You can download each invoice from the billing dashboard as a PDF.",
    );
  });

  it("is deterministic", () => {
    expect(extractiveSummary(talk)).toBe(extractiveSummary([...talk]));
  });

  it("writes two to four sentences, more for a longer talk", () => {
    expect(summaryLength(3)).toBe(2);
    expect(summaryLength(18)).toBe(3);
    expect(summaryLength(200)).toBe(4);
    const long = Array.from({ length: 40 }, (_, i) =>
      seg(i * 5, `Part ${i} covers the deployment pipeline step number ${i}.`),
    );
    const sentences = extractiveSummary(long)?.match(/[.!?…](\s|$)/g) ?? [];
    expect(sentences).toHaveLength(4);
  });

  it("uses caption lines as sentences when the transcript has no punctuation", () => {
    const offline = [
      seg(0, "so this is the recorder"),
      seg(6, "the recorder captures your screen and camera"),
      seg(12, "then the recorder uploads while you talk"),
      seg(18, "bye"),
    ];
    expect(summaryUnits(offline)).toHaveLength(3);
    expect(extractiveSummary(offline)).toBe(
      "The recorder captures your screen and camera. Then the recorder uploads while you talk.",
    );
  });

  it("shortens a runaway sentence at a word", () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i % 7}`).join(" ");
    const summary = extractiveSummary([seg(0, words), seg(30, words)]) ?? "";
    expect(summary.split("… ").every((s) => s.length <= 242)).toBe(true);
    expect(summary.endsWith("…")).toBe(true);
  });

  it("is null when nothing sentence-like was said", () => {
    expect(extractiveSummary([])).toBeNull();
    expect(extractiveSummary([seg(0, "uh"), seg(2, "ok")])).toBeNull();
  });
});
