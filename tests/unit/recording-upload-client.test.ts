import { describe, expect, it } from "vitest";
import { createMemoryPartStore } from "@/lib/recording/part-store";
import {
  RecordingUploader,
  UpgradeRequiredError,
  type UploaderDeps,
} from "@/lib/recording/upload-client";

/** A fake /api/uploads server: parts by number, optionally failing the next `failures` requests. */
function fakeServer() {
  const parts = new Map<number, string>();
  const state = { failures: 0, offline: false, refuseCreate: false, deleted: false, committed: "" };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (state.offline) throw new TypeError("Failed to fetch");
    if (state.failures > 0) {
      state.failures--;
      return json({ message: "busy" }, 503);
    }
    const acked = () => ({ id: "s", parts: [...parts.keys()].sort((a, b) => a - b) });
    if (url === "/api/uploads" && method === "POST") {
      return state.refuseCreate ? json({ message: "limit" }, 403) : json(acked(), 201);
    }
    const part = url.match(/^\/api\/uploads\/s\/parts\/(\d+)$/);
    if (part && method === "PUT") {
      parts.set(Number(part[1]), await new Response(init?.body as Blob).text());
      return json(acked());
    }
    if (url === "/api/uploads/s" && method === "GET") return json(acked());
    if (url === "/api/uploads/s" && method === "DELETE") {
      state.deleted = true;
      return new Response(null, { status: 204 });
    }
    if (url === "/api/uploads/s/commit") {
      const form = init?.body as FormData;
      const count = Number(form.get("partCount"));
      state.committed = Array.from({ length: count }, (_, n) => parts.get(n) ?? "?").join("");
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

describe("RecordingUploader", () => {
  it("cuts ~3 s parts from 500 ms chunks, sends them in order and commits them", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const uploader = await RecordingUploader.start({
      mimeType: "video/webm",
      mode: "screen-only",
      deps: deps(server, clock),
    });
    for (let i = 0; i < 14; i++) {
      clock.now = i * 500;
      uploader.addChunk(new Blob([String.fromCharCode(97 + i)]), clock.now);
    }
    uploader.finish(7000);
    await uploader.drained();
    expect(server.parts.size).toBe(uploader.recording.partCount);
    expect(uploader.recording.partCount).toBe(3);
    const video = await uploader.commit<{ id: number }>(fields, null);
    expect(video.id).toBe(1);
    expect(server.state.committed).toBe("abcdefghijklmn");
  });

  it("retries through failures and an outage without losing or reordering a byte", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const uploader = await RecordingUploader.start({
      mimeType: "video/webm",
      mode: "screen-only",
      deps: deps(server, clock),
    });
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
    const restored = await RecordingUploader.restore(left!, { ...d });
    await restored.commit(fields, null);
    // Parts cut before the crash survive; chunks not yet cut into a part are lost.
    expect(server.state.committed).toBe("0123456");
    expect(await d.store!.listRecordings()).toEqual([]);
  });

  it("throws the upgrade error when the free plan is full, and discard deletes the session", async () => {
    const server = fakeServer();
    server.state.refuseCreate = true;
    await expect(
      RecordingUploader.start({ mimeType: "", mode: "screen-only", deps: deps(server) }),
    ).rejects.toBeInstanceOf(UpgradeRequiredError);
    server.state.refuseCreate = false;
    const uploader = await RecordingUploader.start({
      mimeType: "",
      mode: "screen-only",
      deps: deps(server),
    });
    await uploader.abort();
    expect(server.state.deleted).toBe(true);
  });
});
