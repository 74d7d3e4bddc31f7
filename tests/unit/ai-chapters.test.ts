import { createOpenAI } from "@ai-sdk/openai";
import { afterAll, describe, expect, it } from "vitest";
import {
  buildChaptersPrompt,
  generateChapters,
  normalizeChapters,
  offlineChapters,
  targetChapterCount,
} from "@/lib/ai/transcripts/chapters";
import { transcriptForPrompt } from "@/lib/ai/transcripts/text";
import { startFakeOpenAI } from "../support/fake-openai";

// The real chat model of the provider, against the fake OpenAI at the network edge.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const model = createOpenAI({ apiKey: fake.apiKey, baseURL: fake.baseUrl }).chat("gpt-4o-mini");
const lastPrompt = () =>
  JSON.stringify((fake.requests.at(-1)?.body as { messages?: unknown } | undefined)?.messages);

const segmentsEvery = (seconds: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    time: i * seconds,
    text: `topic ${i} words here and more words`,
  }));

describe("how many chapters", () => {
  it("gives a 1-minute video one chapter and a 60-minute video about one per 4 minutes", () => {
    expect(targetChapterCount(60)).toBe(1);
    expect(targetChapterCount(0)).toBe(1);
    expect(targetChapterCount(10 * 60)).toBe(3);
    expect(targetChapterCount(60 * 60)).toBe(15);
    expect(targetChapterCount(5 * 3600)).toBe(15);
  });
});

describe("normalising model chapters", () => {
  it("sorts, starts at 0, drops crowded and out-of-range ones, caps the count", () => {
    const result = normalizeChapters(
      [
        { title: " Wrap up ", startTime: 500 },
        { title: "Intro", startTime: 4 },
        { title: "Too close", startTime: 10 },
        { title: "Setup", startTime: 120.4 },
        { title: "After the end", startTime: 900 },
        { title: "", startTime: 200 },
      ],
      600,
      5,
    );
    expect(result).toEqual([
      { title: "Intro", startTime: 0 },
      { title: "Setup", startTime: 120 },
      { title: "Wrap up", startTime: 500 },
    ]);
  });
});

describe("chapters from a model (structured output)", () => {
  it("asks for the right count with the timed transcript and parses the zod-checked answer", async () => {
    fake.answerNext("chat", {
      text: JSON.stringify({
        chapters: [
          { title: "Getting started", startTime: 3 },
          { title: "Recording", startTime: 1200 },
          { title: "Sharing", startTime: 2400 },
        ],
      }),
    });
    const chapters = await generateChapters({
      model,
      modelName: "openai/gpt-4o-mini",
      segments: segmentsEvery(30, 120),
      duration: 3600,
    });
    expect(chapters).toEqual([
      { title: "Getting started", startTime: 0 },
      { title: "Recording", startTime: 1200 },
      { title: "Sharing", startTime: 2400 },
    ]);
    expect(fake.requests.at(-1)?.body.response_format).toMatchObject({ type: "json_schema" });
    expect(lastPrompt()).toContain("about 15 chapters");
    expect(lastPrompt()).toContain("[59:30] topic 119");
  });

  it("asks a 1-minute video for exactly one chapter", () => {
    expect(buildChaptersPrompt(segmentsEvery(10, 6), 60)).toContain("exactly 1 chapter");
  });

  it("rejects an answer that does not match the schema", async () => {
    fake.answerNext("chat", { text: JSON.stringify({ chapters: [{ name: "x" }] }) });
    await expect(
      generateChapters({
        model,
        modelName: "openai/gpt-4o-mini",
        segments: segmentsEvery(10, 6),
        duration: 60,
      }),
    ).rejects.toThrow(/did not match schema/);
  });
});

describe("offline chapters", () => {
  it("are evenly spaced, titled by their first words, labelled as parts", () => {
    const chapters = offlineChapters(segmentsEvery(30, 120), 3600);
    expect(chapters).toHaveLength(15);
    expect(chapters[0]).toEqual({ title: "Part 1: topic 0 words here and more…", startTime: 0 });
    expect(chapters[1]?.startTime).toBe(240);
  });

  it("give a short clip a single part and no transcript no parts", () => {
    expect(offlineChapters(segmentsEvery(10, 6), 60)).toHaveLength(1);
    expect(offlineChapters([], 60)).toEqual([]);
  });
});

describe("transcript in prompts", () => {
  it("shortens lines evenly to fit the budget and keeps the whole timeline", () => {
    const text = transcriptForPrompt(segmentsEvery(5, 2000), 20_000);
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text).toContain("[0:00]");
    // 2000 lines of 5 s: the last merged line still comes from the end of the video (2:46:xx).
    expect(text.split("\n").at(-1)).toMatch(/^\[2:46:\d\d\]/);
  });
});
