import type { APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { problemWith, type Failure, type FuzzResponse } from "./check-response";
import type { Operation } from "./operations";
import { requestArbitrary, type FuzzRequest, type Pools } from "./requests";

export interface FuzzStats {
  requests: number;
  failures: Failure[];
}

/** Requests in flight at once: enough to keep the server busy, few enough for 2 shared cores. */
const CONCURRENCY = 4;

/** A per-operation seed, so one operation's runs replay the same whatever runs before it. */
function operationSeed(seed: number, op: Operation, pass: string): number {
  let hash = seed | 0;
  for (const char of `${pass} ${op.method} ${op.path}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function send(api: APIRequestContext, request: FuzzRequest): Promise<FuzzResponse> {
  const { body } = request;
  const headers = { ...request.headers };
  const options: Parameters<APIRequestContext["fetch"]>[1] = {
    method: request.method,
    headers,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 30_000,
  };
  if (body?.kind === "json") {
    headers["content-type"] = "application/json";
    options.data = JSON.stringify(body.value ?? null);
  } else if (body?.kind === "raw") {
    headers["content-type"] = body.contentType;
    options.data = body.text;
  } else if (body?.kind === "multipart") {
    options.multipart = body.fields;
  } else if (body?.kind === "bytes") {
    headers["content-type"] = "application/octet-stream";
    options.data = body.buffer;
  }
  const response = await api.fetch(request.url, options);
  return {
    status: response.status(),
    contentType: response.headers()["content-type"] ?? "",
    text: request.method === "HEAD" ? "" : await response.text(),
  };
}

/**
 * Sends `runs` generated requests to each operation and checks every answer. Failures are
 * collected (the first per operation and status is kept with its request), not thrown, so one
 * run reports every broken route.
 */
export async function fuzzOperations(
  api: APIRequestContext,
  operations: Operation[],
  options: {
    pass: string;
    seed: number;
    runs: number;
    pools: Pools;
    webm: Buffer;
    stats: FuzzStats;
  },
): Promise<void> {
  const { stats } = options;
  const seen = new Set<string>();
  for (const op of operations) {
    const arbitrary = requestArbitrary(op, options.pools, {
      anonymous: options.pass === "anonymous",
      webm: options.webm,
    });
    const requests = fc.sample(arbitrary, {
      seed: operationSeed(options.seed, op, options.pass),
      numRuns: options.runs,
    });
    for (let start = 0; start < requests.length; start += CONCURRENCY) {
      await Promise.all(
        requests.slice(start, start + CONCURRENCY).map(async (request) => {
          stats.requests += 1;
          const response = await send(api, request);
          const problem = problemWith(op, response);
          if (!problem) return;
          const key = `${op.method} ${op.path} ${response.status} ${problem}`;
          if (seen.has(key)) return;
          seen.add(key);
          stats.failures.push({
            operation: `${options.pass}: ${op.method} ${op.path}`,
            request,
            status: response.status,
            problem,
            // Bytes (media, images) are left out: only their type says anything.
            body: /json|text/.test(response.contentType)
              ? response.text.slice(0, 300)
              : `<${response.contentType}>`,
          });
        }),
      );
    }
  }
}

/** A failure as a replayable line: the operation, what was sent and what came back. */
export function describeFailure(failure: Failure): string {
  const { request } = failure;
  const body =
    request.body?.kind === "json"
      ? JSON.stringify(request.body.value)
      : request.body?.kind === "multipart"
        ? `multipart ${JSON.stringify(Object.fromEntries(Object.entries(request.body.fields).map(([k, v]) => [k, typeof v === "string" ? v : `<file ${v.mimeType} ${v.buffer.length} B>`])))}`
        : request.body?.kind === "raw"
          ? `${request.body.contentType} ${JSON.stringify(request.body.text)}`
          : request.body?.kind === "bytes"
            ? `${request.body.buffer.length} bytes`
            : "";
  return [
    `${failure.operation}: ${failure.problem}`,
    `  ${request.method} ${request.url} ${JSON.stringify(request.headers)} ${body.slice(0, 400)}`,
    `  -> ${failure.status} ${failure.body}`,
  ].join("\n");
}
