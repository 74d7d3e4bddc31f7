// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import { createS3Storage } from "@/lib/storage/s3";
import type { S3Storage } from "@/lib/storage/s3";
import { PRESIGNED_READ_SECONDS, serveObject } from "@/lib/storage/serve";
import { startS3rver } from "@/tests/support/s3rver";
import type { RunningS3rver } from "@/tests/support/s3rver";
import type { LocalDiskStorage } from "@/lib/storage/local-disk";
import type { StoredObject } from "@/lib/storage/types";

let root: string;
let storage: LocalDiskStorage;
let stored: StoredObject;
const key = "videos/7/video.mp4";
const data = randomBytes(100_000);
const options = { cacheControl: "private, max-age=3600" };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "demoreel-serve-"));
  storage = createLocalDiskStorage(root);
  stored = await storage.put(key, data, { contentType: "video/mp4" });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function request(headers: Record<string, string> = {}, method = "GET"): Request {
  return new Request("http://127.0.0.1/api/files/x", { method, headers });
}

async function body(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe("serveObject", () => {
  it("answers 200 with the whole object and its validators", async () => {
    const res = await serveObject(request(), storage, key, options);
    expect(res.status).toBe(200);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(data.byteLength));
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(res.headers.get("etag")).toBe(stored.etag);
    expect(res.headers.get("last-modified")).toBe(stored.lastModified.toUTCString());
    expect(res.headers.get("content-disposition")).toBe("inline");
    expect((await body(res)).equals(data)).toBe(true);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=99000-", 99_000, 99_999],
    ["bytes=-10", 99_990, 99_999],
    ["bytes=50000-999999", 50_000, 99_999],
  ])("answers 206 to %s", async (range, start, end) => {
    const res = await serveObject(request({ range }), storage, key, options);
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${data.byteLength}`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    const got = await body(res);
    expect(got.byteLength).toBe(end - start + 1);
    expect(got.equals(data.subarray(start, end + 1))).toBe(true);
  });

  it("answers 416 to unsatisfiable ranges", async () => {
    const res = await serveObject(request({ range: "bytes=100000-" }), storage, key, options);
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${data.byteLength}`);
    expect((await body(res)).byteLength).toBe(0);
  });

  it("serves multi-range and malformed requests whole", async () => {
    for (const range of ["bytes=0-1,5-6", "bytes=9-2", "lines=1-2"]) {
      const res = await serveObject(request({ range }), storage, key, options);
      expect(res.status).toBe(200);
      expect((await body(res)).byteLength).toBe(data.byteLength);
    }
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since", async () => {
    const res = await serveObject(request({ "if-none-match": stored.etag }), storage, key, options);
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(stored.etag);
    expect(await res.text()).toBe("");
    const weak = await serveObject(
      request({ "if-none-match": `"x", W/${stored.etag}` }),
      storage,
      key,
      options,
    );
    expect(weak.status).toBe(304);
    const since = stored.lastModified.toUTCString();
    expect(
      (await serveObject(request({ "if-modified-since": since }), storage, key, options)).status,
    ).toBe(304);
    const stale = await serveObject(
      request({ "if-none-match": '"other"', "if-modified-since": since }),
      storage,
      key,
      options,
    );
    expect(stale.status).toBe(200);
    await stale.body?.cancel();
  });

  it("honours If-Range", async () => {
    const ok = await serveObject(
      request({ range: "bytes=0-9", "if-range": stored.etag }),
      storage,
      key,
      options,
    );
    expect(ok.status).toBe(206);
    await ok.body?.cancel();
    const changed = await serveObject(
      request({ range: "bytes=0-9", "if-range": '"old"' }),
      storage,
      key,
      options,
    );
    expect(changed.status).toBe(200);
    expect((await body(changed)).byteLength).toBe(data.byteLength);
    const byDate = await serveObject(
      request({ range: "bytes=0-9", "if-range": stored.lastModified.toUTCString() }),
      storage,
      key,
      options,
    );
    expect(byDate.status).toBe(206);
    await byDate.body?.cancel();
  });

  it("answers HEAD with headers only", async () => {
    const res = await serveObject(request({}, "HEAD"), storage, key, options);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(data.byteLength));
    expect(res.headers.get("etag")).toBe(stored.etag);
    expect(res.body).toBeNull();
    const ranged = await serveObject(
      request({ range: "bytes=0-9" }, "HEAD"),
      storage,
      key,
      options,
    );
    expect(ranged.status).toBe(200);
    expect(ranged.body).toBeNull();
  });

  it("answers 404 JSON for missing objects", async () => {
    const res = await serveObject(request(), storage, "videos/7/missing.mp4", options);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found", code: "media_not_found" });
  });

  it("sets content type and download name overrides", async () => {
    const res = await serveObject(request({ range: "bytes=0-0" }), storage, key, {
      ...options,
      contentType: "application/octet-stream",
      downloadName: "My recording.mp4",
    });
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="My recording.mp4"; filename*=UTF-8''My%20recording.mp4`,
    );
    await res.body?.cancel();
  });
});

describe("serveObject on S3", () => {
  let s3: RunningS3rver;
  let bucket: S3Storage;
  beforeAll(async () => {
    s3 = await startS3rver();
    bucket = createS3Storage(s3.settings);
    await bucket.put(key, data, { contentType: "video/mp4" });
  });
  afterAll(async () => {
    await s3.close();
  });

  it("redirects to a short-lived presigned URL that serves ranges itself", async () => {
    const res = await serveObject(request({ range: "bytes=10-19" }), bucket, key, {
      ...options,
      downloadName: "Talk.mp4",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get("X-Amz-Expires")).toBe(String(PRESIGNED_READ_SECONDS));
    const part = await fetch(location, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(part.headers.get("content-disposition")).toContain('attachment; filename="Talk.mp4"');
    expect((await body(part)).equals(data.subarray(10, 20))).toBe(true);
  });

  it("answers 404 itself for a missing object", async () => {
    const res = await serveObject(request(), bucket, "videos/7/missing.mp4", options);
    expect(res.status).toBe(404);
  });
});
