import { describe, expect, it } from "vitest";
import { createMemoryPartStore } from "@/client/recording/part-store";
import { asStoreFailure, type PutDirect } from "@/client/recording/upload-protocol";
import {
  RecordingUploader,
  UpgradeRequiredError,
  type UploaderDeps,
} from "@/client/recording/upload-client";

/** A fake /api/uploads server: parts by number, optionally failing the next `failures` requests. */
function fakeServer() {
  const parts = new Map<number, string>();
  const state = {
    failures: 0,
    offline: false,
    refuseCreate: false,
    deleted: false,
    committed: "",
    /** The form fields of the last commit, as sent. */
    commitFields: {} as Record<string, string>,
    partUpload: "server",
    /** Parts put into the fake blob store, not yet acknowledged by .../complete. */
    inStore: new Map<string, string>(),
    routePuts: 0,
    /** The session was removed on the server (after a day): its status answers 404 once. */
    sessionGone: false,
    /** The bodies of POST /api/uploads, as sent. */
    creates: [] as Array<Record<string, string>>,
    /** On S3: what the bucket answers the next part PUTs (then 200). */
    bucketAnswers: [] as Array<{ status: number; body: string }>,
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (state.offline) throw new TypeError("Failed to fetch");
    if (state.failures > 0) {
      state.failures--;
      return json({ message: "busy" }, 503);
    }
    const acked = () => ({
      id: "s",
      partUpload: state.partUpload,
      minPartBytes: state.partUpload === "s3" ? 4 : 1,
      parts: [...parts.keys()].sort((a, b) => a - b),
    });
    if (url === "/api/uploads" && method === "POST") {
      if (state.refuseCreate) return json({ message: "limit" }, 403);
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      state.creates.push(body);
      if (body.partUpload === "server") state.partUpload = "server";
      return json(acked(), 201);
    }
    const bucketPart = url.match(/^https:\/\/bucket\.test\/(part-\d+)$/);
    if (bucketPart && method === "PUT") {
      const answer = state.bucketAnswers.shift();
      if (answer) return new Response(answer.body, { status: answer.status });
      state.inStore.set(
        `uploads/s/${bucketPart[1]}`,
        await new Response(init?.body as Blob).text(),
      );
      return new Response(null, { status: 200 });
    }
    const part = url.match(/^\/api\/uploads\/s\/parts\/(\d+)$/);
    if (part && method === "PUT") {
      state.routePuts++;
      parts.set(Number(part[1]), await new Response(init?.body as Blob).text());
      return json(acked());
    }
    const direct = url.match(/^\/api\/uploads\/s\/parts\/(\d+)\/(token|complete)$/);
    if (direct && method === "POST") {
      const pathname = `uploads/s/part-${direct[1]}`;
      if (direct[2] === "token" && state.partUpload === "s3")
        return json({ url: `https://bucket.test/part-${direct[1]}`, method: "PUT" });
      if (direct[2] === "token")
        return json({ pathname, token: "t", access: "private", contentType: "x" });
      const body = state.inStore.get(pathname);
      if (body === undefined) return json({ message: "not in the store" }, 409);
      parts.set(Number(direct[1]), body);
      return json(acked());
    }
    if (url === "/api/uploads/s" && method === "GET") {
      if (!state.sessionGone) return json(acked());
      state.sessionGone = false;
      parts.clear();
      return json({ message: "Upload not found" }, 404);
    }
    if (url === "/api/uploads/s" && method === "DELETE") {
      state.deleted = true;
      return new Response(null, { status: 204 });
    }
    if (url === "/api/uploads/s/commit") {
      const form = init?.body as FormData;
      const count = Number(form.get("partCount"));
      state.committed = Array.from({ length: count }, (_, n) => parts.get(n) ?? "?").join("");
      state.commitFields = Object.fromEntries(
        [...form.entries()].map(([name, value]) => [name, String(value)]),
      );
      return json({ id: 1, title: form.get("title") }, 201);
    }
    return json({ message: "not found" }, 404);
  }) as typeof globalThis.fetch;
  return { fetch, parts, state };
}

function deps(server: ReturnType<typeof fakeServer>, clock = { now: 0 }): UploaderDeps {
  return {
    fetch: server.fetch,
    store: createMemoryPartStore(),
    now: () => clock.now,
    sleep: () => new Promise((r) => setTimeout(r, 1)),
  };
}

const fields = { title: "T", description: "", isPrivate: true, duration: 7 };

const startScreenRecording = (uploaderDeps: UploaderDeps) =>
  RecordingUploader.start({
    mimeType: "video/webm",
    mode: "screen-only",
    userId: "u1",
    deps: uploaderDeps,
  });

describe("RecordingUploader", () => {
  it("cuts ~3 s parts from 500 ms chunks, sends them in order and commits them", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    for (let i = 0; i < 14; i++) {
      clock.now = i * 500;
      uploader.addChunk(new Blob([String.fromCharCode(97 + i)]), clock.now);
    }
    uploader.finish(7000);
    await uploader.drained();
    expect(server.parts.size).toBe(uploader.recording.partCount);
    expect(uploader.recording.partCount).toBe(3);
    await uploader.commit(fields, null);
    expect(server.state.commitFields).toEqual({
      title: "T",
      description: "",
      isPrivate: "true",
      duration: "7",
      partCount: "3",
    });
    expect(server.state.committed).toBe("abcdefghijklmn");
  });

  it("retries through failures and an outage without losing or reordering a byte", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    server.state.failures = 3;
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      if (i === 3) server.state.offline = true;
      if (i === 6) server.state.offline = false;
      uploader.addChunk(new Blob([String(i)]), clock.now);
    }
    uploader.finish(8000);
    await uploader.commit(fields, null);
    expect(server.state.committed).toBe("01234567");
  });

  it("recovers a recording from the store after a reload", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const d = deps(server, clock);
    const first = await RecordingUploader.start({
      mimeType: "video/webm",
      mode: "camera-only",
      userId: "u1",
      deps: d,
    });
    server.state.offline = true; // the parts never reach the server before the "crash"
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      first.addChunk(new Blob([String(i)]), clock.now);
    }
    await new Promise((r) => setTimeout(r, 10));
    server.state.offline = false;
    const [left] = await d.store!.listRecordings();
    expect(left?.partCount).toBe(2);
    expect(left?.durationMs).toBe(7000);
    const restored = await RecordingUploader.restore(left!, { ...d });
    await restored.commit(fields, null);
    // Every chunk survives: the part being gathered is stored with each chunk.
    expect(server.state.committed).toBe("01234567");
    expect(await d.store!.listRecordings()).toEqual([]);
  });

  it("throws the upgrade error when the free plan is full, and discard deletes the session", async () => {
    const server = fakeServer();
    server.state.refuseCreate = true;
    await expect(
      RecordingUploader.start({
        mimeType: "",
        mode: "screen-only",
        userId: "u1",
        deps: deps(server),
      }),
    ).rejects.toBeInstanceOf(UpgradeRequiredError);
    server.state.refuseCreate = false;
    const uploader = await RecordingUploader.start({
      mimeType: "",
      mode: "screen-only",
      userId: "u1",
      deps: deps(server),
    });
    await uploader.abort();
    expect(server.state.deleted).toBe(true);
  });

  it("sends parts straight to the blob store when the session says so, then acknowledges them", async () => {
    const server = fakeServer();
    server.state.partUpload = "blob";
    const clock = { now: 0 };
    let storeDown = 2;
    const putDirect: PutDirect = async (grant, part) => {
      if (storeDown-- > 0) throw new TypeError("Failed to fetch");
      server.state.inStore.set(grant.pathname, await part.text());
    };
    const uploader = await startScreenRecording({ ...deps(server, clock), putDirect });
    expect(uploader.recording.partUpload).toBe("blob");
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      uploader.addChunk(new Blob([String(i)]), clock.now);
    }
    uploader.finish(8000);
    await uploader.commit(fields, null);
    expect(server.state.committed).toBe("01234567");
    expect(server.state.routePuts).toBe(0);
    expect([...server.state.inStore.keys()]).toEqual([
      "uploads/s/part-0",
      "uploads/s/part-1",
      "uploads/s/part-2",
    ]);
  });

  it("gives up on the part upload when the blob store refuses it (the Save falls back)", async () => {
    const server = fakeServer();
    server.state.partUpload = "blob";
    const putDirect: PutDirect = async () => {
      throw new Error(
        "Vercel Blob: Access denied, please provide a valid token for this resource.",
      );
    };
    const uploader = await startScreenRecording({ ...deps(server), putDirect });
    uploader.addChunk(new Blob(["x"]), 500);
    uploader.finish(500);
    await expect(uploader.drained()).rejects.toMatchObject({ status: 403 });
    expect(uploader.error).not.toBeNull();
  });
});

describe("RecordingUploader on S3", () => {
  const expired = `<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>`;

  it("gathers parts of at least the session's minimum size and puts them into the bucket", async () => {
    const server = fakeServer();
    server.state.partUpload = "s3";
    server.state.bucketAnswers.push({ status: 403, body: expired }, { status: 503, body: "" });
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    expect(uploader.recording).toMatchObject({ partUpload: "s3", minPartBytes: 4 });
    for (let i = 0; i < 10; i++) {
      clock.now = i * 1000;
      uploader.addChunk(new Blob([String.fromCharCode(97 + i)]), clock.now);
    }
    uploader.finish(10_000);
    await uploader.commit(fields, null);
    // An expired URL and a 5xx are retried with a new URL; the parts hold 4 bytes but the last.
    expect(server.state.committed).toBe("abcdefghij");
    expect([...server.state.inStore.values()]).toEqual(["abcd", "efgh", "ij"]);
    expect(server.state.routePuts).toBe(0);
  });

  it("gives up when the bucket refuses the part for good (the Save falls back)", async () => {
    const server = fakeServer();
    server.state.partUpload = "s3";
    server.state.bucketAnswers.push({
      status: 404,
      body: "<Error><Code>NoSuchUpload</Code></Error>",
    });
    const uploader = await startScreenRecording(deps(server));
    uploader.addChunk(new Blob(["x"]), 500);
    uploader.finish(500);
    await expect(uploader.drained()).rejects.toMatchObject({
      status: 404,
      message: "The bucket refused the part: NoSuchUpload",
    });
  });

  it("sends parts cut before there was a session through the server, as S3 would refuse them", async () => {
    const server = fakeServer();
    server.state.partUpload = "s3";
    server.state.offline = true;
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    expect(uploader.sessionId).toBeNull();
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      if (i === 5) server.state.offline = false;
      uploader.addChunk(new Blob([String(i)]), clock.now);
    }
    uploader.finish(8000);
    await uploader.commit(fields, null);
    expect(server.state.creates).toEqual([{ contentType: "video/webm", partUpload: "server" }]);
    expect(server.state.committed).toBe("01234567");
    expect(server.state.inStore.size).toBe(0);
  });
});

describe("RecordingUploader.restore", () => {
  async function leftBehind(server: ReturnType<typeof fakeServer>, d: UploaderDeps) {
    const clock = { now: 0 };
    const first = await startScreenRecording({ ...d, now: () => clock.now });
    server.state.offline = true;
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      first.addChunk(new Blob([String(i)]), clock.now);
    }
    await new Promise((r) => setTimeout(r, 10));
    const [left] = await d.store!.listRecordings();
    return left!;
  }

  it("opens a new session when the server removed the old one, and sends what the browser kept", async () => {
    const server = fakeServer();
    const d = deps(server);
    const left = await leftBehind(server, d);
    server.state.offline = false;
    server.state.sessionGone = true;
    const restored = await RecordingUploader.restore(left, d);
    expect(restored.partCount).toBe(3);
    await restored.commit(fields, null);
    expect(server.state.committed).toBe("01234567");
  });

  it("throws and keeps the leftover when the server cannot be reached", async () => {
    const server = fakeServer();
    const d = deps(server);
    const left = await leftBehind(server, d);
    await expect(RecordingUploader.restore(left, d)).rejects.toThrow("Failed to fetch");
    expect(await d.store!.listRecordings()).toHaveLength(1);
    expect((await d.store!.loadParts(left.id)).size).toBe(3);
  });
});

describe("asStoreFailure", () => {
  it("makes the store's refusals fatal and keeps network failures and expiry retryable", () => {
    for (const message of [
      "Vercel Blob: Access denied, please provide a valid token for this resource.",
      "Vercel Blob: Content type mismatch, x.",
      "Vercel Blob: Pathname mismatch, y.",
      "Vercel Blob: File is too large, z.",
      "Vercel Blob: This store does not exist.",
    ])
      expect(asStoreFailure(new Error(message))).toMatchObject({ status: 403, message });
    const network = new TypeError("Failed to fetch");
    expect(asStoreFailure(network)).toBe(network);
    const expired = new Error("Vercel Blob: Client token has expired.");
    expect(asStoreFailure(expired)).toBe(expired);
  });
});
