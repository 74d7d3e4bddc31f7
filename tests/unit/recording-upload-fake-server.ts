import { createMemoryPartStore } from "@/client/uploads/part-store";
import { RecordingUploader, type UploaderDeps } from "@/client/uploads/upload-client";

// Shared by the RecordingUploader test files: a fake upload server and the uploader's dependencies.

/** A fake /api/uploads server: parts by number, optionally failing the next `failures` requests. */
export function fakeServer() {
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

export function deps(server: ReturnType<typeof fakeServer>, clock = { now: 0 }): UploaderDeps {
  return {
    fetch: server.fetch,
    store: createMemoryPartStore(),
    now: () => clock.now,
    sleep: () => new Promise((r) => setTimeout(r, 1)),
  };
}

export const fields = { title: "T", description: "", isPrivate: true, duration: 7 };

export const startScreenRecording = (uploaderDeps: UploaderDeps) =>
  RecordingUploader.start({
    mimeType: "video/webm",
    mode: "screen-only",
    userId: "u1",
    deps: uploaderDeps,
  });
