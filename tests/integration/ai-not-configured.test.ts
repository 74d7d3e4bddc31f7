import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { POST as ENHANCE } from "@/app/api/enhance-text/route";
import { POST as GENERATE_DOCUMENT } from "@/app/api/videos/[id]/generate-document/route";
import { POST as GENERATE_TRANSCRIPT } from "@/app/api/videos/[id]/generate-transcript/route";
import { setOfflineRecogniserForTests } from "@/lib/ai/transcripts/offline-transcriber";
import { GET as AI_STATUS } from "@/app/api/ai/status/route";
import { parseChapters, parseTranscript } from "@/lib/timeline/transcript";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { setConfigForTests } from "../support/config";
import { requireOfflineSpeech, speechWebm, toneWebm } from "./ai-speech";
import { insertVideo } from "./videos-fixtures";

// No OPENAI_API_KEY in this file (tests/support/setup-env.ts removes it): documents and
// enhancement answer 503 with a sentence for people (the setting is named in the server log
// only), transcripts come from the labelled offline recogniser.
const database = useTestDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-ai-offline-"));

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

const transcript = async (videoId: number, token: string) =>
  json(
    await GENERATE_TRANSCRIPT(
      apiRequest(`/api/videos/${videoId}/generate-transcript`, { method: "POST", token }),
      routeParams({ id: String(videoId) }),
    ),
  );

afterEach(() => setOfflineRecogniserForTests(undefined));

describe("without OPENAI_API_KEY", () => {
  it("says so at GET /api/ai/status, to anyone, so pages can disable the controls", async () => {
    setOfflineRecogniserForTests(null);
    expect(await json(await AI_STATUS(apiRequest("/api/ai/status")))).toEqual({
      status: 200,
      body: { writing: false, transcription: null, operator: false },
    });
    setOfflineRecogniserForTests({ binary: "/usr/bin/pocketsphinx", modelDir: "/tmp" });
    expect((await json(await AI_STATUS(apiRequest("/api/ai/status")))).body).toEqual({
      writing: false,
      transcription: "offline",
      operator: false,
    });
  });

  it("tells only an operator (OPERATOR_EMAILS, any case) that they are one", async () => {
    const operator = await createTestUser(database.db(), { email: "ops@example.test" });
    const other = await createTestUser(database.db());
    setConfigForTests({ ...process.env, OPERATOR_EMAILS: " someone@else.test, OPS@example.test " });
    try {
      const status = async (token?: string) =>
        (await json(await AI_STATUS(apiRequest("/api/ai/status", { token })))).body.operator;
      expect(await status(operator.token)).toBe(true);
      expect(await status(other.token)).toBe(false);
      expect(await status()).toBe(false);
    } finally {
      setConfigForTests();
    }
  });

  it("answers 503 'AI writing is not set up on this server.' for documents and enhancement", async () => {
    const owner = await createTestUser(database.db());
    const video = await insertVideo(database.db(), owner.id, {});
    const document = await json(
      await GENERATE_DOCUMENT(
        apiRequest(`/api/videos/${video.id}/generate-document`, {
          method: "POST",
          token: owner.token,
          body: { prompt: "Summarize" },
        }),
        routeParams({ id: String(video.id) }),
      ),
    );
    expect(document).toEqual({
      status: 503,
      body: {
        message: "AI writing is not set up on this server.",
        code: "ai_not_configured",
      },
    });
    const enhanced = await json(
      await ENHANCE(
        apiRequest("/api/enhance-text", {
          method: "POST",
          token: owner.token,
          body: { text: "demo", type: "title" },
        }),
      ),
    );
    expect(enhanced).toEqual({
      status: 503,
      body: {
        message: "AI writing is not set up on this server.",
        code: "ai_not_configured",
      },
    });
  });

  it("answers 503 'Transcription is not set up on this server.' when no offline recogniser is installed", async () => {
    const owner = await createTestUser(database.db());
    setOfflineRecogniserForTests(null);
    const tone = readFileSync(toneWebm(path.join(dir, "tone.webm")));
    const video = await insertVideo(database.db(), owner.id, {}, tone);
    expect(await transcript(video.id, owner.token)).toEqual({
      status: 503,
      body: {
        message: "Transcription is not set up on this server.",
        code: "transcription_unavailable",
      },
    });
  });

  it("transcribes speech offline with pocketsphinx, labelled offline, with offline chapters", async () => {
    requireOfflineSpeech();
    const owner = await createTestUser(database.db());
    const bytes = readFileSync(
      speechWebm(
        "Welcome to this product demo. Today I will show you how to record your screen.",
        path.join(dir, "speech.webm"),
      ),
    );
    const video = await insertVideo(database.db(), owner.id, {}, bytes);
    const res = await transcript(video.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.transcriptSource).toBe("offline");
    const words = parseTranscript(res.body.transcript as string)
      .map((s) => s.text)
      .join(" ");
    expect(words).toMatch(/demo/);
    expect(words).toMatch(/screen/);
    expect(parseChapters(res.body.chapters as string)[0]).toMatchObject({
      startTime: 0,
      title: expect.stringMatching(/^Part 1: /),
    });
  });
});
