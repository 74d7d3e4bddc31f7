import { APICallError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { apiRequestError } from "@/client/http/errors";
import {
  requestGeneratedDocument,
  generationErrorMessage,
} from "@/client/resources/documents/generate";
import {
  AI_BAD_RESPONSE,
  AI_FAILED,
  AI_NETWORK_ERROR,
  AI_TIMEOUT,
  AI_UNAVAILABLE,
  aiFailureMessage,
} from "@/lib/ai/shared";
import { EmptyAiResponseError, toGenerationError } from "@/lib/ai/errors";
import { ApiError } from "@/lib/errors";

const apiCallError = (message: string, statusCode: number) =>
  new APICallError({
    message,
    url: "https://ai.example/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
  });

describe("mapping of generation errors (client texts)", () => {
  it.each([
    ["Incorrect API key provided: sk-abc", AI_UNAVAILABLE],
    ["authentication failed", AI_UNAVAILABLE],
    ["Authentication Error", AI_UNAVAILABLE],
    ["Failed to fetch", AI_NETWORK_ERROR],
    ["NetworkError when attempting to fetch resource.", AI_NETWORK_ERROR],
    ["Request timeout after 30000ms", AI_TIMEOUT],
    ["The model is overloaded", "The model is overloaded"],
  ])("%s -> %s", (message, expected) => {
    expect(aiFailureMessage(message)).toBe(expected);
  });

  it("treats a TimeoutError by its name", () => {
    expect(aiFailureMessage("The operation was aborted due to timeout", "TimeoutError")).toBe(
      AI_TIMEOUT,
    );
  });
});

describe("server-side mapping to API errors", () => {
  it("maps a 401 from the provider to 503 'temporarily unavailable'", () => {
    const error = toGenerationError(apiCallError("Incorrect API key provided", 401));
    expect([error.status, error.message]).toEqual([503, AI_UNAVAILABLE]);
  });

  it("maps a connection failure to 502 network", () => {
    const error = toGenerationError(
      new APICallError({
        message: "Cannot connect to API: fetch failed",
        url: "http://127.0.0.1:9/v1",
        requestBodyValues: {},
        cause: new TypeError("fetch failed"),
      }),
    );
    expect([error.status, error.message]).toEqual([502, AI_NETWORK_ERROR]);
  });

  it("maps an abort by AbortSignal.timeout to 504", () => {
    const reason = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    const error = toGenerationError(reason);
    expect([error.status, error.message]).toEqual([504, AI_TIMEOUT]);
  });

  it("sees through retries to the last error", () => {
    const retry = new RetryError({
      message: "Failed after 3 attempts. Last error: Incorrect API key provided",
      reason: "maxRetriesExceeded",
      errors: [apiCallError("Incorrect API key provided", 401)],
    });
    expect(toGenerationError(retry).message).toBe(AI_UNAVAILABLE);
  });

  it("never passes a provider's own text on, and maps an empty answer", () => {
    const leaky = apiCallError("You exceeded the quota of organisation org-Xy12 (/srv/app)", 429);
    expect(toGenerationError(leaky)).toMatchObject({ status: 502, message: AI_FAILED });
    expect(toGenerationError(new Error("spawn ffmpeg ENOENT\n    at stack")).message).toBe(
      AI_FAILED,
    );
    expect(toGenerationError(new EmptyAiResponseError())).toMatchObject({
      status: 502,
      message: AI_BAD_RESPONSE,
    });
  });

  it("passes the app's own errors through", () => {
    const own = new ApiError(429, "Too many AI requests.");
    expect(toGenerationError(own)).toBe(own);
  });
});

describe("client: generate-document with its fallback route", () => {
  type Call = [string, string, unknown];
  const fake = (answers: Record<string, unknown>) => {
    const calls: Call[] = [];
    const request = (async (method: string, path: string, json?: unknown) => {
      calls.push([method, path, json]);
      const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
      if (answer instanceof Error) throw answer;
      return answer;
    }) as Parameters<typeof requestGeneratedDocument>[2];
    return { calls, request };
  };

  it("uses aiDocument from generate-document", async () => {
    const { calls, request } = fake({
      "/generate-document": { aiDocument: { title: "T", content: "C" } },
    });
    await expect(requestGeneratedDocument(7, "Summarize", request)).resolves.toEqual({
      title: "T",
      content: "C",
    });
    expect(calls).toEqual([["POST", "/api/videos/7/generate-document", { prompt: "Summarize" }]]);
  });

  it("falls back to generate-ai-document when the first call fails, reading `document`", async () => {
    const { calls, request } = fake({
      "/generate-document": new Error("404: Not Found"),
      "/generate-ai-document": { document: { title: "T2", content: "C2" } },
    });
    await expect(requestGeneratedDocument(7, "Summarize", request)).resolves.toEqual({
      title: "T2",
      content: "C2",
    });
    expect(calls.map((c) => c[1])).toEqual([
      "/api/videos/7/generate-document",
      "/api/videos/7/generate-ai-document",
    ]);
  });

  it("reports a missing document as 'Failed to process AI response'", async () => {
    const { request } = fake({ "/generate-document": { something: 1 } });
    await expect(requestGeneratedDocument(7, "x", request)).rejects.toThrow(AI_BAD_RESPONSE);
  });

  it("shows the server's mapped message, or maps the client's own failure", async () => {
    const answered = await apiRequestError(
      new Response(JSON.stringify({ message: AI_TIMEOUT }), { status: 504 }),
    );
    expect(generationErrorMessage(answered)).toBe(AI_TIMEOUT);
    expect(generationErrorMessage(new TypeError("Failed to fetch"))).toBe(AI_NETWORK_ERROR);
  });
});
