import { APICallError } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as ENHANCE } from "@/app/api/enhance-text/route";
import { POST as FALLBACK } from "@/app/api/videos/[id]/generate-ai-document/route";
import { POST as GENERATE } from "@/app/api/videos/[id]/generate-document/route";
import { generateDocumentForVideo } from "@/lib/ai/documents/service";
import {
  AI_BAD_RESPONSE,
  AI_FAILED,
  AI_NETWORK_ERROR,
  AI_TIMEOUT,
  AI_UNAVAILABLE,
} from "@/lib/ai/error-messages";
import { setAiModelsForTests } from "@/lib/ai/provider";
import { apiRequest } from "../support/fixtures";
import { rateLimits } from "@/db/schema";
import { useTestDatabase } from "../support/test-database";
import {
  as,
  callJson,
  lazyWorld,
  sharedDemoOrHidden,
  type People,
  type Who,
} from "./videos-fixtures";
import { failingTextModel, hangingTextModel, mockModels, mockTextModel } from "./ai-mocks";

const database = useTestDatabase();
// The limits are shared by every test's users: each test starts with none used.
beforeEach(() => database.db().delete(rateLimits));
const setup = lazyWorld(database, { video: sharedDemoOrHidden });

afterEach(() => setAiModelsForTests(undefined));

describe("generation", () => {
  const generate = (w: People & { shared: number }, who: Who = "owner", prompt = "Summarize") =>
    callJson(GENERATE, `/api/videos/${w.shared}/generate-document`, w.shared, {
      method: "POST",
      body: { prompt },
      ...as(who, w),
    });

  it("answers 503 naming OPENAI_API_KEY when no AI is configured", async () => {
    const w = await setup();
    setAiModelsForTests(null);
    const res = await generate(w);
    expect(res.status).toBe(503);
    expect(res.body.message).toContain("OPENAI_API_KEY");
  });

  it("returns the preview as aiDocument, and as document on the fallback route", async () => {
    const w = await setup();
    let prompt = "";
    setAiModelsForTests(
      mockModels({
        text: mockTextModel((p) => ((prompt = p), "# Team summary\n\n- **Hello** team")),
      }),
    );
    const res = await generate(w, "owner", "Write a summary");
    expect(res).toMatchObject({
      status: 200,
      body: { aiDocument: { title: "Team summary", content: "- **Hello** team" } },
    });
    expect(prompt).toContain("Write a summary");
    expect(prompt).toContain("Shared demo");
    expect(prompt).toContain("[0:00] Hello team");
    const fallback = await callJson(
      FALLBACK,
      `/api/videos/${w.shared}/generate-ai-document`,
      w.shared,
      {
        method: "POST",
        token: w.owner.token,
        body: { prompt: "Write a summary" },
      },
    );
    expect(fallback).toMatchObject({ status: 200, body: { document: { title: "Team summary" } } });
  });

  it("is owner-only and needs a prompt", async () => {
    const w = await setup();
    setAiModelsForTests(mockModels({}));
    expect((await generate(w, "other")).status).toBe(404);
    expect((await generate(w, "anonymous")).status).toBe(401);
    expect((await generate(w, "signed out")).status).toBe(401);
    const empty = await generate(w, "owner", "  ");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(
      "Please enter a prompt describing what you want to generate",
    );
  });

  const apiError = (message: string, statusCode?: number, cause?: unknown) =>
    new APICallError({
      message,
      url: "https://ai.test/v1",
      requestBodyValues: {},
      statusCode,
      cause,
      isRetryable: false,
    });

  it.each([
    [
      "an invalid API key",
      apiError("Incorrect API key provided: sk-***", 401),
      503,
      AI_UNAVAILABLE,
    ],
    ["an authentication failure", apiError("Authentication failed", 403), 503, AI_UNAVAILABLE],
    [
      "a network failure",
      apiError("Cannot connect to API: fetch failed", undefined, new TypeError("fetch failed")),
      502,
      AI_NETWORK_ERROR,
    ],
    ["a provider timeout", apiError("Request timed out", 408), 504, AI_TIMEOUT],
    // The provider's own text (model names, organisation ids) stays in the server log.
    ["any other error", apiError("The model `gpt-x` does not exist", 404), 502, AI_FAILED],
  ])("maps %s per SPEC 8", async (_, error, status, message) => {
    const w = await setup();
    setAiModelsForTests(mockModels({ text: failingTextModel(error) }));
    expect(await generate(w)).toEqual({ status, body: { message } });
  });

  it("maps an empty answer to 'Failed to process AI response'", async () => {
    const w = await setup();
    setAiModelsForTests(mockModels({ text: mockTextModel("") }));
    expect(await generate(w)).toEqual({ status: 502, body: { message: AI_BAD_RESPONSE } });
  });

  it("gives up at the time bound with the timeout text", async () => {
    const w = await setup();
    setAiModelsForTests(mockModels({ text: hangingTextModel() }));
    const started = Date.now();
    await expect(
      generateDocumentForVideo(database.db(), {
        videoId: w.shared,
        userId: w.owner.id,
        prompt: "x",
        timeoutMs: 200,
      }),
    ).rejects.toMatchObject({ status: 504, message: AI_TIMEOUT });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("rate-limits each user with a 429 and a clear message", async () => {
    const w = await setup();
    setAiModelsForTests(mockModels({}));
    for (let i = 0; i < 10; i++) expect((await generate(w)).status).toBe(200);
    const limited = await generate(w);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many AI requests\. Please try again in \d+ (second|minute)\(s\)\.$/,
    );
  });
});

describe("enhance-text", () => {
  const enhance = (w: People, body: unknown, who: Who = "owner") =>
    ENHANCE(apiRequest("/api/enhance-text", { method: "POST", body, ...as(who, w) })).then(
      async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
      }),
    );

  it("answers 503 naming OPENAI_API_KEY when not configured, 401 signed out", async () => {
    const w = await setup();
    setAiModelsForTests(null);
    const res = await enhance(w, { text: "demo", type: "title" });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain("OPENAI_API_KEY");
    expect((await enhance(w, { text: "demo", type: "title" }, "signed out")).status).toBe(401);
  });

  it("returns enhancedText from the model", async () => {
    const w = await setup();
    setAiModelsForTests(mockModels({ text: mockTextModel('"Quarterly Sales Demo"') }));
    const res = await enhance(w, { text: "sales demo", type: "title", context: "Q3 numbers" });
    expect(res).toEqual({ status: 200, body: { enhancedText: "Quarterly Sales Demo" } });
  });
});
