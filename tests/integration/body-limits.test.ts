import { describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { PATCH } from "@/app/api/videos/[id]/route";
import { createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const MB = 1024 * 1024;

/** A body of `bytes` that counts how much of it the server pulled. */
function countingBody(bytes: number) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function request(
  path: string,
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  headers: Record<string, string>,
): Request {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("request bodies are capped before they are read", () => {
  it("answers 401 to a signed-out caller without reading the body", async () => {
    const body = countingBody(50 * MB);
    const response = await PATCH(
      request("/api/videos/1", body.stream, { "content-length": String(50 * MB) }),
      routeParams({ id: "1" }),
    );
    expect(response.status).toBe(401);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("answers 413 to a declared length over 1 MB without reading it", async () => {
    const user = await createTestUser(database.db());
    const body = countingBody(50 * MB);
    const response = await PATCH(
      request("/api/videos/1", body.stream, {
        authorization: `Bearer ${user.token}`,
        "content-length": String(50 * MB),
      }),
      routeParams({ id: "1" }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Request body too large: the limit is 1 MB",
    );
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading an undeclared stream once it passes 1 MB", async () => {
    const user = await createTestUser(database.db());
    const body = countingBody(50 * MB);
    const response = await PATCH(
      request("/api/videos/1", body.stream, { authorization: `Bearer ${user.token}` }),
      routeParams({ id: "1" }),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(2 * MB);
  });

  it("caps the Stripe webhook at 1 MB before checking the signature", async () => {
    const body = countingBody(50 * MB);
    const response = await webhook(
      request("/api/stripe/webhook", body.stream, { "stripe-signature": "t=1,v1=x" }),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(2 * MB);
  });
});
