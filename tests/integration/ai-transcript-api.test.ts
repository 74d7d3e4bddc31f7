import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/videos/[id]/generate-transcript/route";
import { setOfflineRecogniserForTests } from "@/lib/ai/transcripts/offline-transcriber";
import { setAiModelsForTests } from "@/lib/ai/provider";
import { TRANSCRIPTION_UNAVAILABLE } from "@/lib/ai/transcripts/service";
import { rateLimits, videos } from "@/db/schema";
import { parseChapters, parseTranscript } from "@/lib/metadata/transcript";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { failingTextModel, mockModels, mockTextModel, mockTranscriptionModel } from "./ai-mocks";
import { hasOfflineRecogniser, speechVoice, speechWebm, toneWebm } from "./ai-speech";
import { as, insertVideo, webmBytes, type People, type Who } from "./videos-fixtures";

const database = useTestDatabase();
// The limits are shared by every test's users: each test starts with none used.
beforeEach(() => database.db().delete(rateLimits));
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

const SEGMENTS = [
  { text: " Hello and welcome.", startSecond: 0, endSecond: 1.2 },
  { text: "Here is the dashboard.", startSecond: 1.2, endSecond: 2.9 },
];

afterEach(() => {
  setAiModelsForTests(undefined);
  setOfflineRecogniserForTests(undefined);
});

describe("generate-transcript with an AI provider (mock models)", () => {
  it("transcribes with segment times, generates chapters as structured output and stores both", async () => {
    const p = await users();
    const video = await insertVideo(
      database.db(),
      p.owner.id,
      { isPrivate: false, duration: 3 },
      toneBytes(),
    );
    const chapters = JSON.stringify({ chapters: [{ title: "Welcome", startTime: 0 }] });
    setAiModelsForTests(
      mockModels({
        transcription: mockTranscriptionModel(SEGMENTS),
        text: mockTextModel(chapters),
      }),
    );
    const res = await generate(video.id, "owner", p);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.transcriptSource).toBe("ai");
    expect(parseTranscript(res.body.transcript as string)).toEqual([
      { time: 0, text: "Hello and welcome." },
      { time: 1.2, text: "Here is the dashboard." },
    ]);
    expect(parseChapters(res.body.chapters as string)).toEqual([
      { title: "Welcome", startTime: 0 },
    ]);
    const [row] = await database.db().select().from(videos).where(eq(videos.id, video.id));
    expect(row).toMatchObject({
      transcript: res.body.transcript,
      chapters: res.body.chapters,
      transcriptSource: "ai",
    });
  });

  it("keeps the transcript when chapters fail", async () => {
    const p = await users();
    const video = await insertVideo(database.db(), p.owner.id, { duration: 3 }, toneBytes());
    setAiModelsForTests(
      mockModels({
        transcription: mockTranscriptionModel(SEGMENTS),
        text: failingTextModel(new Error("boom")),
      }),
    );
    const res = await generate(video.id, "owner", p);
    expect(res.status).toBe(200);
    expect(res.body.chapters).toBe("[]");
  });

  it("is owner-only; a private video is not found for others", async () => {
    const p = await users();
    setAiModelsForTests(mockModels({ transcription: mockTranscriptionModel(SEGMENTS) }));
    const shared = await insertVideo(database.db(), p.owner.id, { isPrivate: false }, toneBytes());
    const hidden = await insertVideo(database.db(), p.owner.id, { isPrivate: true }, toneBytes());
    for (const videoId of [shared.id, hidden.id]) {
      expect((await generate(videoId, "other", p)).status).toBe(404);
      expect((await generate(videoId, "anonymous", p)).status).toBe(401);
      expect((await generate(videoId, "signed out", p)).status).toBe(401);
    }
  });

  it("answers 422 for a video without audio, and 429 past the per-user limit", async () => {
    const p = await users();
    setAiModelsForTests(mockModels({ transcription: mockTranscriptionModel(SEGMENTS) }));
    const silent = await insertVideo(database.db(), p.owner.id, {}, webmBytes());
    const res = await generate(silent.id, "owner", p);
    expect(res).toEqual({
      status: 422,
      body: { message: "This video has no audio to transcribe." },
    });
    await generate(silent.id, "owner", p);
    await generate(silent.id, "owner", p);
    const limited = await generate(silent.id, "owner", p);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many transcription requests/);
  });
});

describe("generate-transcript without an AI provider", () => {
  it("answers 503 naming OPENAI_API_KEY when no offline recogniser is installed either", async () => {
    const p = await users();
    setAiModelsForTests(null);
    setOfflineRecogniserForTests(null);
    const video = await insertVideo(database.db(), p.owner.id, {}, toneBytes());
    expect(await generate(video.id, "owner", p)).toEqual({
      status: 503,
      body: { message: TRANSCRIPTION_UNAVAILABLE },
    });
    expect(TRANSCRIPTION_UNAVAILABLE).toContain("OPENAI_API_KEY");
  });

  it.skipIf(!hasOfflineRecogniser() || !speechVoice())(
    "transcribes speech offline with pocketsphinx, labelled offline, with offline chapters",
    async () => {
      const p = await users();
      setAiModelsForTests(null);
      const bytes = readFileSync(
        speechWebm(
          "Welcome to this product demo. Today I will show you how to record your screen.",
          path.join(dir, "speech.webm"),
        ),
      );
      const video = await insertVideo(database.db(), p.owner.id, {}, bytes);
      const res = await generate(video.id, "owner", p);
      expect(res.status).toBe(200);
      expect(res.body.transcriptSource).toBe("offline");
      const segments = parseTranscript(res.body.transcript as string);
      const words = segments.map((s) => s.text).join(" ");
      expect(words).toMatch(/demo/);
      expect(words).toMatch(/screen/);
      expect(parseChapters(res.body.chapters as string)[0]).toMatchObject({
        startTime: 0,
        title: expect.stringMatching(/^Part 1: /),
      });
    },
  );
});
