import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET as AI_STATUS } from "@/app/api/ai/status/route";
import { POST as ENHANCE } from "@/app/api/enhance-text/route";
import { POST as FALLBACK } from "@/app/api/videos/[id]/generate-ai-document/route";
import { POST as GENERATE } from "@/app/api/videos/[id]/generate-document/route";
import { generateDocumentForVideo } from "@/lib/ai/documents/generate";
import {
  AI_BAD_RESPONSE,
  AI_FAILED,
  AI_NETWORK_ERROR,
  AI_TIMEOUT,
  AI_UNAVAILABLE,
} from "@/lib/ai/shared";
import { startFakeOpenAI, type FakeOpenAIAnswer } from "../support/fake-openai";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { rateLimits } from "@/db/schema";
import { useTestDatabase } from "../support/test-database";
import { as, insertVideo, type People, type Who } from "./videos-fixtures";

// The real provider (createOpenAI with OPENAI_BASE_URL) against a fake OpenAI at the network edge;
// the configuration is read once per test file, so it is set before anything reads it.
const fake = await startFakeOpenAI();
process.env.OPENAI_API_KEY = fake.apiKey;
process.env.OPENAI_BASE_URL = fake.baseUrl;
afterAll(() => fake.close());

const database = useTestDatabase();
let world: (People & { shared: number; hidden: number }) | undefined;

async function setup() {
  if (world) return world;
  const db = database.db();
  const owner = await createTestUser(db);
  const other = await createTestUser(db);
  const shared = await insertVideo(db, owner.id, {
    isPrivate: false,
    title: "Shared demo",
    transcript: '[{"time":0,"text":"Hello team"},{"time":65,"text":"Now the pricing page"}]',
  });
  const hidden = await insertVideo(db, owner.id, { isPrivate: true });
  world = { owner, other, shared: shared.id, hidden: hidden.id };
  return world;
}

type Route = (r: Request, c: ReturnType<typeof routeParams>) => Promise<Response>;

const call = async (
  route: Route,
  path: string,
  id: number,
  options: Parameters<typeof apiRequest>[1],
) => {
  const response = await route(apiRequest(path, options), routeParams({ id: String(id) }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const chatCallsSince = (count: number) =>
  fake.requests.slice(count).filter((r) => r.endpoint === "chat");

const userPrompt = (body: Record<string, unknown>) =>
  (body.messages as { role: string; content: string }[]).find((m) => m.role === "user")?.content ??
  "";

// The limits are shared by every test's users: each test starts with none used.
beforeEach(() => database.db().delete(rateLimits));

it("GET /api/ai/status says AI writing and transcription are set up", async () => {
  const response = await AI_STATUS(apiRequest("/api/ai/status"));
  expect(await response.json()).toEqual({ writing: true, transcription: "ai", operator: false });
});

describe("generate-document", () => {
  const generate = (
    w: People & { shared: number },
    who: Who = "owner",
    prompt = "Summarize",
    videoId = w.shared,
  ) =>
    call(GENERATE, `/api/videos/${videoId}/generate-document`, videoId, {
      method: "POST",
      body: { prompt },
      ...as(who, w),
    });
  const fallback = (w: People, who: Who, videoId: number) =>
    call(FALLBACK, `/api/videos/${videoId}/generate-ai-document`, videoId, {
      method: "POST",
      body: { prompt: "Write a summary" },
      ...as(who, w),
    });

  it("sends the request, title and timed transcript to the model and returns the preview", async () => {
    const w = await setup();
    const before = fake.requests.length;
    const res = await generate(w, "owner", "Write a summary");
    expect(res).toEqual({
      status: 200,
      body: {
        aiDocument: {
          title: "Summary",
          content: "**Write a summary**\n\n- Hello team\n- Now the pricing page",
        },
      },
    });
    const [request] = chatCallsSince(before);
    expect(request).toMatchObject({
      authorization: `Bearer ${fake.apiKey}`,
      body: { model: "gpt-4o-mini" },
    });
    const prompt = userPrompt(request?.body ?? {});
    expect(prompt).toContain("Request: Write a summary");
    expect(prompt).toContain("Title: Shared demo");
    expect(prompt).toContain("[0:00] Hello team\n[1:05] Now the pricing page");
  });

  it("answers the same preview as document on the fallback route", async () => {
    const w = await setup();
    expect(await fallback(w, "owner", w.shared)).toMatchObject({
      status: 200,
      body: { document: { title: "Summary" } },
    });
  });

  it("is owner-only on both routes and needs a prompt", async () => {
    const w = await setup();
    const before = fake.requests.length;
    for (const videoId of [w.shared, w.hidden]) {
      expect((await generate(w, "other", "Summarize", videoId)).status).toBe(404);
      expect((await generate(w, "anonymous", "Summarize", videoId)).status).toBe(401);
      expect((await generate(w, "signed out", "Summarize", videoId)).status).toBe(401);
      expect((await fallback(w, "other", videoId)).status).toBe(404);
      expect((await fallback(w, "anonymous", videoId)).status).toBe(401);
      expect((await fallback(w, "signed out", videoId)).status).toBe(401);
    }
    const empty = await generate(w, "owner", "  ");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(
      "Please enter a prompt describing what you want to generate",
    );
    expect(fake.requests.length).toBe(before);
  });

  /** Provider failures carry the code of their status. */
  const CODE_OF_STATUS: Record<number, string> = {
    502: "bad_gateway",
    503: "service_unavailable",
    504: "gateway_timeout",
  };

  it.each<[string, FakeOpenAIAnswer[], number, string]>([
    ["a refused API key (401)", [{ status: 401 }], 503, AI_UNAVAILABLE],
    [
      "a provider rate limit (429), after its one retry",
      [{ status: 429 }, { status: 429 }],
      502,
      AI_FAILED,
    ],
    [
      "a provider error (500), after its one retry",
      [{ status: 500 }, { status: 500 }],
      502,
      AI_FAILED,
    ],
    [
      "a dropped connection, after its one retry",
      [{ drop: true }, { drop: true }],
      502,
      AI_NETWORK_ERROR,
    ],
  ])("maps %s to its user-facing text", async (_, answers, status, message) => {
    const w = await setup();
    for (const answer of answers) fake.answerNext("chat", answer);
    const before = fake.requests.length;
    expect(await generate(w)).toEqual({ status, body: { message, code: CODE_OF_STATUS[status] } });
    expect(chatCallsSince(before)).toHaveLength(answers.length);
  });

  it("recovers when the one retry succeeds", async () => {
    const w = await setup();
    fake.answerNext("chat", { status: 429 });
    expect((await generate(w)).status).toBe(200);
  });

  it("maps an empty answer to 'Failed to process AI response'", async () => {
    const w = await setup();
    fake.answerNext("chat", { text: "" });
    expect(await generate(w)).toEqual({
      status: 502,
      body: { message: AI_BAD_RESPONSE, code: "bad_gateway" },
    });
  });

  it("gives up at its time bound with the timeout text when the provider never answers", async () => {
    const w = await setup();
    fake.answerNext("chat", { hang: true });
    await expect(
      generateDocumentForVideo(database.db(), {
        videoId: w.shared,
        userId: w.owner.id,
        prompt: "x",
        timeoutMs: 200,
      }),
    ).rejects.toMatchObject({ status: 504, message: AI_TIMEOUT });
  });

  it("rate-limits each user with a 429 and a clear message", async () => {
    const w = await setup();
    for (let i = 0; i < 10; i++) expect((await generate(w)).status).toBe(200);
    const before = fake.requests.length;
    const limited = await generate(w);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many AI requests\. Please try again in \d+ (second|minute)/,
    );
    expect(fake.requests.length).toBe(before);
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

  it("returns the model's title without its quotes", async () => {
    const w = await setup();
    const before = fake.requests.length;
    const res = await enhance(w, { text: "sales demo", type: "title", context: "Q3 numbers" });
    expect(res).toEqual({ status: 200, body: { enhancedText: "Sales Demo" } });
    const prompt = userPrompt(chatCallsSince(before)[0]?.body ?? {});
    expect(prompt).toContain("Context (do not copy): Q3 numbers");
    expect(prompt).toContain("Title: sales demo");
  });

  it("answers 401 to signed-out and anonymous callers without calling the model", async () => {
    const w = await setup();
    const before = fake.requests.length;
    expect((await enhance(w, { text: "demo", type: "title" }, "signed out")).status).toBe(401);
    expect((await enhance(w, { text: "demo", type: "title" }, "anonymous")).status).toBe(401);
    expect(fake.requests.length).toBe(before);
  });

  it("answers 503 with the unavailable text when the provider refuses the API key", async () => {
    const w = await setup();
    fake.answerNext("chat", { status: 401 });
    expect(await enhance(w, { text: "demo", type: "title" })).toEqual({
      status: 503,
      body: { message: AI_UNAVAILABLE, code: "service_unavailable" },
    });
  });
});
