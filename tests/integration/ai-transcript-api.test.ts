import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/videos/[id]/generate-transcript/route";
import { AI_UNAVAILABLE } from "@/lib/ai/shared";
import { rateLimits, videos } from "@/db/schema";
import { parseChapters, parseTranscript } from "@/lib/timeline/transcript";
import { startFakeOpenAI } from "../support/fake-openai";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { toneWebm } from "./ai-speech";
import { as, insertVideo, webmBytes, type People, type Who } from "./videos-fixtures";

// The real provider (createOpenAI with OPENAI_BASE_URL) against a fake OpenAI at the network edge;
// the configuration is read once per test file, so it is set before anything reads it.
const fake = await startFakeOpenAI();
process.env.OPENAI_API_KEY = fake.apiKey;
process.env.OPENAI_BASE_URL = fake.baseUrl;
afterAll(() => fake.close());

const database = useTestDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-ai-test-"));
let tone: Buffer | undefined;
const toneBytes = () => (tone ??= readFileSync(toneWebm(path.join(dir, "tone.webm"))));

let people: People | undefined;
async function users(): Promise<People> {
  const db = database.db();
  people ??= { owner: await createTestUser(db), other: await createTestUser(db) };
  return people;
}

const generate = async (videoId: number, who: Who, p: People) => {
  const response = await POST(
    apiRequest(`/api/videos/${videoId}/generate-transcript`, { method: "POST", ...as(who, p) }),
    routeParams({ id: String(videoId) }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const requestsSince = (count: number) => fake.requests.slice(count);

// The limits are shared by every test's users: each test starts with none used.
beforeEach(() => database.db().delete(rateLimits));

describe("generate-transcript through an OpenAI-compatible server", () => {
  it("asks for verbose_json segments, stores the timed transcript and the model's chapters", async () => {
    const p = await users();
    const video = await insertVideo(
      database.db(),
      p.owner.id,
      { isPrivate: false, duration: 3 },
      toneBytes(),
    );
    const before = fake.requests.length;
    const res = await generate(video.id, "owner", p);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.transcriptSource).toBe("ai");
    // The segment times come only with verbose_json: without the option this is one line at 0 s.
    // Word times are read from the same answer (asked for with the "word" granularity).
    expect(parseTranscript(res.body.transcript as string)).toEqual([
      {
        time: 0,
        text: "Hello and welcome.",
        words: [
          { word: "Hello", start: 0, end: 0.4 },
          { word: "and", start: 0.4, end: 0.8 },
          { word: "welcome.", start: 0.8, end: 1.2 },
        ],
      },
      {
        time: 1.2,
        text: "Here is the dashboard.",
        words: [
          { word: "Here", start: 1.2, end: 1.63 },
          { word: "is", start: 1.63, end: 2.05 },
          { word: "the", start: 2.05, end: 2.47 },
          { word: "dashboard.", start: 2.47, end: 2.9 },
        ],
      },
    ]);
    expect(parseChapters(res.body.chapters as string)).toEqual([
      { title: "Hello and welcome", startTime: 0 },
      { title: "Here is the dashboard", startTime: 1 },
    ]);
    const [row] = await database.db().select().from(videos).where(eq(videos.id, video.id));
    expect(row).toMatchObject({
      transcript: res.body.transcript,
      chapters: res.body.chapters,
      transcriptSource: "ai",
    });

    const [transcription, chapters] = requestsSince(before);
    expect(transcription).toMatchObject({
      endpoint: "transcription",
      authorization: `Bearer ${fake.apiKey}`,
      status: 200,
      body: {
        model: "whisper-1",
        response_format: "verbose_json",
        "timestamp_granularities[]": ["word", "segment"],
        file: expect.any(Number),
      },
    });
    expect(transcription?.body.file).toBeGreaterThan(1000);
    expect(chapters).toMatchObject({
      endpoint: "chat",
      status: 200,
      body: { model: "gpt-4o-mini", response_format: { type: "json_schema" } },
    });
  });

  it("keeps the transcript without chapters when the chapters call keeps failing", async () => {
    const p = await users();
    const video = await insertVideo(database.db(), p.owner.id, { duration: 3 }, toneBytes());
    // generateText's default: 3 attempts.
    for (let i = 0; i < 3; i++) fake.answerNext("chat", { status: 429 });
    const before = fake.requests.length;
    const res = await generate(video.id, "owner", p);
    expect(res.status).toBe(200);
    expect(parseTranscript(res.body.transcript as string)).toHaveLength(2);
    expect(res.body.chapters).toBe("[]");
    expect(requestsSince(before).map((r) => `${r.endpoint} ${r.status}`)).toEqual([
      "transcription 200",
      "chat 429",
      "chat 429",
      "chat 429",
      // The summary after it, which the provider answers again.
      "chat 200",
    ]);
  });

  it("answers 503 with the unavailable text when the provider refuses the API key", async () => {
    const p = await users();
    const video = await insertVideo(database.db(), p.owner.id, { duration: 3 }, toneBytes());
    fake.answerNext("transcription", { status: 401 });
    expect(await generate(video.id, "owner", p)).toEqual({
      status: 503,
      body: { message: AI_UNAVAILABLE, code: "service_unavailable" },
    });
    const [row] = await database.db().select().from(videos).where(eq(videos.id, video.id));
    expect(row?.transcript).toBeNull();
  });

  it("is owner-only; a private video is not found for others", async () => {
    const p = await users();
    const shared = await insertVideo(database.db(), p.owner.id, { isPrivate: false }, toneBytes());
    const hidden = await insertVideo(database.db(), p.owner.id, { isPrivate: true }, toneBytes());
    const before = fake.requests.length;
    for (const videoId of [shared.id, hidden.id]) {
      expect((await generate(videoId, "other", p)).status).toBe(404);
      expect((await generate(videoId, "anonymous", p)).status).toBe(401);
      expect((await generate(videoId, "signed out", p)).status).toBe(401);
    }
    expect(requestsSince(before)).toEqual([]);
  });

  it("answers 422 for a video without audio, and 429 past the per-user limit", async () => {
    const p = await users();
    const silent = await insertVideo(database.db(), p.owner.id, {}, webmBytes());
    const res = await generate(silent.id, "owner", p);
    expect(res).toEqual({
      status: 422,
      body: { message: "This video has no audio to transcribe.", code: "no_audio" },
    });
    await generate(silent.id, "owner", p);
    await generate(silent.id, "owner", p);
    const limited = await generate(silent.id, "owner", p);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many transcription requests\. Please try again in \d+ minute\(s\)\.$/,
    );
  });
});
