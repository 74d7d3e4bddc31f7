import type http from "node:http";
import type { FakeBlobRequest } from "./fake-vercel-blob-types";

/** Reading requests and writing answers; every answer's status goes into its request's log. */

/** The log entry of each answer the fake is writing. */
export const requestLogs = new WeakMap<http.ServerResponse, FakeBlobRequest>();
export function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function parseByteRange(
  value: string,
  size: number,
): { start: number; end: number } | "invalid" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

/** Logs the status before sending it, so it is in the log by the time the SDK sees it. */
export function writeHead(
  res: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
) {
  const log = requestLogs.get(res);
  if (log) log.status = status;
  res.writeHead(status, headers);
}

export function sendJson(res: http.ServerResponse, status: number, data: unknown) {
  const text = JSON.stringify(data);
  writeHead(res, status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendText(res: http.ServerResponse, status: number, text: string) {
  writeHead(res, status, {
    "content-type": "text/plain",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}
