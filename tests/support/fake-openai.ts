import http from "node:http";
import type { AddressInfo } from "node:net";
import { transcriptionHold } from "./fake-openai-hold";

/**
 * An OpenAI-compatible server, faked at the network edge for @ai-sdk/openai 3.x: the app's real
 * provider code (createOpenAI with OPENAI_BASE_URL) builds the requests and this answers the two
 * endpoints it calls, the way OpenAI does:
 *
 * - POST /v1/chat/completions (not streamed: the app calls generateText). A `json_schema`
 *   response format (the chapters) is answered with one chapter per "[m:ss] text" transcript line
 *   of the prompt; a "Rewrite this video title" prompt with the title in Title Case, quoted; a
 *   "Write a title for this screen recording" prompt with its first transcript line so; a
 *   "Write a summary of this screen recording" prompt with "In this recording: " and its lines; any
 *   other prompt (documents) with a "# Summary" heading and the prompt's transcript lines.
 * - POST /v1/audio/transcriptions (multipart): with `response_format=verbose_json` it answers
 *   timed segments; otherwise only `{ text }`, as OpenAI does, so a request that forgets the
 *   option (the provider sends verbose_json only when given provider options) loses the timings.
 *   With `timestamp_granularities[]=word` it adds `words`, each segment's time shared evenly.
 *
 * A wrong API key is answered 401 with OpenAI's error body. Tests queue failures for the next
 * calls of an endpoint (401, 429, 500, "hang": no answer until the client gives up, "drop": the
 * connection closed without an answer), or a model answer of their own. Paths
 * under /__fake/ serve tests in other processes: GET /__fake/health and /__fake/requests, and
 * POST /__fake/hold-transcriptions and /__fake/release-transcriptions: between the two, every
 * transcription waits (then gets its normal answer), so a test can see a transcript under way.
 * A hold ends by itself after a minute (fake-openai-hold.ts).
 */

export type FakeOpenAIEndpoint = "chat" | "transcription";

export type FakeOpenAIAnswer =
  | { status: 401 | 429 | 500; message?: string }
  | { hang: true }
  | { drop: true }
  | { text: string };

export interface FakeSegment {
  start: number;
  end: number;
  text: string;
}

export interface FakeOpenAIRequest {
  endpoint: FakeOpenAIEndpoint | "other";
  path: string;
  authorization: string;
  /** Chat: the JSON body. Transcription: the form fields (the file as its byte length). */
  body: Record<string, unknown>;
  status: number;
}

export interface FakeOpenAI {
  /** The OPENAI_BASE_URL to give the app: `http://127.0.0.1:PORT/v1`. */
  baseUrl: string;
  apiKey: string;
  requests: FakeOpenAIRequest[];
  /** The answer to the next call of `endpoint` (queued in order), instead of the normal one. */
  answerNext(endpoint: FakeOpenAIEndpoint, answer: FakeOpenAIAnswer): void;
  close(): Promise<void>;
}

/** What the fake "hears" in every audio file: two timed sentences within the first 3 seconds. */
export const FAKE_SEGMENTS: FakeSegment[] = [
  { start: 0, end: 1.2, text: " Hello and welcome." },
  { start: 1.2, end: 2.9, text: " Here is the dashboard." },
];

const ERRORS = {
  401: {
    message:
      "Incorrect API key provided: sk-fake***. You can find your API key at https://platform.openai.com/account/api-keys.",
    type: "invalid_request_error",
    code: "invalid_api_key",
  },
  429: {
    message: "Rate limit reached for requests. Please try again in 20ms.",
    type: "requests",
    code: "rate_limit_exceeded",
  },
  500: {
    message: "The server had an error while processing your request. Sorry about that!",
    type: "server_error",
    code: null,
  },
} as const;

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string }[];
}

const messageText = (m: ChatMessage) =>
  typeof m.content === "string" ? m.content : m.content.map((p) => p.text ?? "").join("");

const STAMP_LINE = /^\[(?:(\d+):)?(\d+):(\d\d)\] (.+)$/;

/** The "[m:ss] text" (or "[h:mm:ss] text") lines of a prompt, as seconds and text. */
function transcriptLines(prompt: string): { time: number; text: string }[] {
  return prompt.split("\n").flatMap((line) => {
    const match = STAMP_LINE.exec(line.trim());
    if (!match) return [];
    const [, hours = "0", minutes = "0", seconds = "0", text = ""] = match;
    return [{ time: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds), text }];
  });
}

const titleCase = (text: string) =>
  text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()).replace(/\s+/g, " ");

/** The model's answer to a chat request, as described at the top of this file. */
export function fakeChatAnswer(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as ChatMessage[];
  const prompt = messages.map(messageText).join("\n");
  const lines = transcriptLines(prompt);
  const format = body.response_format as { type?: string } | undefined;
  if (format?.type === "json_schema") {
    const chapters = lines.map((l) => ({
      title: l.text
        .split(/\s+/)
        .slice(0, 4)
        .join(" ")
        .replace(/[.,!?]$/, ""),
      startTime: l.time,
    }));
    return JSON.stringify({ chapters });
  }
  const firstLine = lines[0]?.text.replace(/[.!?]$/, "");
  if (prompt.startsWith("Write a title for this screen recording") && firstLine)
    return `"${titleCase(firstLine)}"`;
  if (prompt.startsWith("Write a summary of this screen recording") && firstLine)
    return `"In this recording: ${lines.map((l) => l.text).join(" ")}"`;
  const title = /^Title: (.+)$/m.exec(prompt)?.[1];
  if (prompt.startsWith("Rewrite this video title") && title) return `"${titleCase(title)}"`;
  const request = /^Request: (.+)$/m.exec(prompt)?.[1] ?? "";
  const bullets = lines.map((l) => `- ${l.text}`);
  return ["# Summary", "", `**${request}**`, "", ...bullets].join("\n");
}

function chatCompletion(model: string, content: string) {
  return {
    id: `chatcmpl-fake${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: "stop" },
    ],
    usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
  };
}

/** Each segment's words, its time shared evenly between them (whisper's `words` list). */
function fakeWords(segments: FakeSegment[]): { word: string; start: number; end: number }[] {
  return segments.flatMap((s) => {
    const words = s.text.trim().split(/\s+/).filter(Boolean);
    const step = (s.end - s.start) / Math.max(1, words.length);
    const at = (i: number) => Math.round((s.start + i * step) * 100) / 100;
    return words.map((word, i) => ({ word, start: at(i), end: at(i + 1) }));
  });
}

const asksFor = (fields: Record<string, unknown>, granularity: string) =>
  [fields["timestamp_granularities[]"]].flat().includes(granularity);

function transcription(fields: Record<string, unknown>, segments: FakeSegment[]) {
  const text = segments
    .map((s) => s.text.trim())
    .join(" ")
    .trim();
  // OpenAI's default answer is `{ text }`; only verbose_json carries the duration and segments.
  if (fields.response_format !== "verbose_json") return { text };
  return {
    task: "transcribe",
    language: "english",
    duration: segments[segments.length - 1]?.end ?? 0,
    text,
    segments: segments.map((s, id) => ({
      id,
      seek: 0,
      start: s.start,
      end: s.end,
      text: s.text,
      tokens: [50364, 2425, 50414],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    })),
    ...(asksFor(fields, "word") ? { words: fakeWords(segments) } : {}),
  };
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Multipart form fields (repeated names become arrays; files become their byte length). */
async function formFields(
  req: http.IncomingMessage,
  raw: Buffer,
): Promise<Record<string, unknown>> {
  const form = await new Request("http://fake/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: new Uint8Array(raw),
  }).formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const field = typeof value === "string" ? value : value.size;
    const previous = fields[name];
    if (previous === undefined) fields[name] = field;
    else fields[name] = Array.isArray(previous) ? [...previous, field] : [previous, field];
  }
  return fields;
}

export async function startFakeOpenAI(
  options: { port?: number; apiKey?: string; segments?: FakeSegment[] } = {},
): Promise<FakeOpenAI> {
  const apiKey = options.apiKey ?? "sk-fake-openai-key";
  const segments = options.segments ?? FAKE_SEGMENTS;
  const requests: FakeOpenAIRequest[] = [];
  const queued: Record<FakeOpenAIEndpoint, FakeOpenAIAnswer[]> = { chat: [], transcription: [] };
  const hanging = new Set<http.ServerResponse>();
  const held = transcriptionHold();

  const send = (
    res: http.ServerResponse,
    record: FakeOpenAIRequest,
    status: number,
    body: unknown,
  ) => {
    record.status = status;
    const headers: http.OutgoingHttpHeaders = { "content-type": "application/json" };
    // OpenAI's own hint; the AI SDK waits this long before its retry.
    if (status === 429) headers["retry-after-ms"] = "20";
    res.writeHead(status, headers).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/__fake/health") {
      res.writeHead(200).end("ok");
      return;
    }
    if (req.method === "GET" && url.pathname === "/__fake/requests") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(requests));
      return;
    }
    if (req.method === "POST" && url.pathname === "/__fake/hold-transcriptions") {
      held.hold();
      res.writeHead(204).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/__fake/release-transcriptions") {
      held.release();
      res.writeHead(204).end();
      return;
    }
    void (async () => {
      const raw = await readBody(req);
      const endpoint: FakeOpenAIRequest["endpoint"] =
        url.pathname === "/v1/chat/completions"
          ? "chat"
          : url.pathname === "/v1/audio/transcriptions"
            ? "transcription"
            : "other";
      const body =
        endpoint === "transcription"
          ? await formFields(req, raw)
          : (JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>);
      const record: FakeOpenAIRequest = {
        endpoint,
        path: url.pathname,
        authorization: req.headers.authorization ?? "",
        body,
        status: 0,
      };
      requests.push(record);
      if (req.method !== "POST" || endpoint === "other") {
        send(res, record, 404, { error: { message: `Unknown path ${url.pathname}` } });
        return;
      }
      if (record.authorization !== `Bearer ${apiKey}`) {
        send(res, record, 401, { error: ERRORS[401] });
        return;
      }
      const answer = queued[endpoint].shift();
      if (answer && "hang" in answer) {
        record.status = -1;
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (answer && "drop" in answer) {
        record.status = -1;
        res.socket?.destroy();
        return;
      }
      if (answer && "status" in answer) {
        const error = ERRORS[answer.status];
        send(res, record, answer.status, {
          error: { ...error, message: answer.message ?? error.message },
        });
        return;
      }
      const model = String(body.model ?? "");
      if (endpoint === "transcription") {
        await held.passed();
        send(res, record, 200, transcription(body, segments));
        return;
      }
      const text = answer && "text" in answer ? answer.text : fakeChatAnswer(body);
      send(res, record, 200, chatCompletion(model, text));
    })().catch((error: unknown) => {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    answerNext: (endpoint, answer) => void queued[endpoint].push(answer),
    close: async () => {
      held.release();
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
