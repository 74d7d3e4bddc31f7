// @vitest-environment node
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  BlobAccessError,
  BlobNotFoundError,
  BlobPreconditionFailedError,
  createMultipartUploader,
  del,
  get,
  head,
  list,
  put,
} from "@vercel/blob";
import { describe, expect, it } from "vitest";
import {
  bytes,
  chunkedStream,
  describeStorageContract,
  sha256,
} from "@/tests/support/storage-contract";
import { fake, storage } from "./storage-vercel-blob-support";

// One fake per process: the contract runs on the file's fake (started by the top-level hook).
describeStorageContract(
  "Vercel Blob (fake service)",
  async () => ({ storage, close: async () => undefined }),
  { keepsMetadata: false, localFileIsCopy: true },
);

describe("vercel blob storage against the fake service", () => {
  const MB = 1024 * 1024;

  it("puts a buffer in one request and reads it back", async () => {
    const data = randomBytes(100_000);
    const stored = await storage.put("videos/1/thumb.jpg", data, { contentType: "image/jpeg" });
    expect(stored).toMatchObject({
      key: "videos/1/thumb.jpg",
      size: data.byteLength,
      contentType: "image/jpeg",
      metadata: {},
    });
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await storage.head("videos/1/thumb.jpg")).toEqual(stored);
    const got = await storage.get("videos/1/thumb.jpg");
    expect(got?.object).toMatchObject({ size: data.byteLength, etag: stored.etag });
    expect(sha256(await bytes(got!.body))).toBe(sha256(data));

    const api = fake.requests.filter((r) => r.kind === "api");
    expect(api.map((r) => `${r.method} ${r.path.split("?")[0]}`)).toEqual([
      "PUT /",
      "GET /",
      "GET /",
    ]);
    expect(api.every((r) => r.auth === "read-write" && !r.clientToken)).toBe(true);
    expect(fake.requests.filter((r) => r.kind === "content")).toMatchObject([
      { host: "fakestore123.private.blob.vercel-storage.com", path: "/videos/1/thumb.jpg" },
    ]);
    expect(fake.objects.get("videos/1/thumb.jpg")?.access).toBe("private");
  });

  it("streams a Readable through a multipart upload", async () => {
    const data = randomBytes(2 * 8 * MB + 12_345);
    // The contract's failed-body put leaves its upload open in the fake: count only this one.
    const openBefore = fake.multipartUploads.size;
    const stored = await storage.put("videos/2/original.webm", Readable.from(chunks(data)), {
      contentType: "video/webm",
    });
    expect(stored).toMatchObject({ size: data.byteLength, contentType: "video/webm" });
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}-3"$/);
    const actions = fake.requests.filter((r) => r.mpuAction).map((r) => r.mpuAction);
    expect(actions).toEqual(["create", "upload", "upload", "upload", "complete"]);
    expect(fake.multipartUploads.size).toBe(openBefore);
    expect(sha256(fake.objects.get("videos/2/original.webm")!.body)).toBe(sha256(data));
    const got = await storage.get("videos/2/original.webm");
    expect(sha256(await bytes(got!.body))).toBe(sha256(data));
  });

  it("sorts the parts of a multipart upload and refuses small parts before the last", async () => {
    const opts = { access: "private" as const, token: fake.readWriteToken };
    const first = randomBytes(5 * MB);
    const uploader = await createMultipartUploader("mpu/sorted.bin", opts);
    const two = await uploader.uploadPart(2, Buffer.from("tail"));
    const one = await uploader.uploadPart(1, first);
    const blob = await uploader.complete([two, one]);
    expect(blob.pathname).toBe("mpu/sorted.bin");
    const stored = fake.objects.get("mpu/sorted.bin")!.body;
    expect(stored.equals(Buffer.concat([first, Buffer.from("tail")]))).toBe(true);

    const small = await createMultipartUploader("mpu/small.bin", opts);
    const parts = [await small.uploadPart(1, Buffer.from("a")), await small.uploadPart(2, "b")];
    await expect(small.complete(parts)).rejects.toThrow("smaller than");
    expect(fake.objects.has("mpu/small.bin")).toBe(false);
  });

  it("streams a small web stream as a single-part multipart upload", async () => {
    const data = randomBytes(300_000);
    const stored = await storage.put("videos/3/original.webm", chunkedStream(data, 64 * 1024), {
      contentType: "video/webm",
    });
    expect(stored.size).toBe(data.byteLength);
    expect(fake.requests.filter((r) => r.mpuAction).map((r) => r.mpuAction)).toEqual([
      "create",
      "upload",
      "complete",
    ]);
  });

  it("reads inclusive byte ranges with 206 answers", async () => {
    const data = randomBytes(50_000);
    await storage.put("videos/4/a.bin", data, { contentType: "application/octet-stream" });
    const got = await storage.get("videos/4/a.bin", { start: 1000, end: 1999 });
    expect(got?.object.size).toBe(data.byteLength);
    expect((await bytes(got!.body)).equals(data.subarray(1000, 2000))).toBe(true);
    const last = await storage.get("videos/4/a.bin", { start: 49_999, end: 49_999 });
    expect((await bytes(last!.body)).equals(data.subarray(49_999))).toBe(true);

    const raw = await get("videos/4/a.bin", {
      access: "private",
      token: fake.readWriteToken,
      headers: { range: "bytes=-10" },
    });
    expect(raw?.headers.get("content-range")).toBe("bytes 49990-49999/50000");
    expect((await bytes(raw!.stream!)).equals(data.subarray(49_990))).toBe(true);
    await expect(
      get("videos/4/a.bin", {
        access: "private",
        token: fake.readWriteToken,
        headers: { range: "bytes=50000-" },
      }),
    ).rejects.toThrow("416");
  });

  it("answers a missing blob with the SDK's not-found error", async () => {
    await expect(head("nope/x", { token: fake.readWriteToken })).rejects.toThrow(BlobNotFoundError);
  });

  it("keeps private blobs private", async () => {
    await storage.put("videos/5/secret.txt", Buffer.from("secret"), { contentType: "text/plain" });
    expect(await get("videos/5/secret.txt", { access: "public", token: fake.readWriteToken })).toBe(
      null,
    );
    const other = `vercel_blob_rw_${fake.storeId}_not-the-secret`;
    await expect(get("videos/5/secret.txt", { access: "private", token: other })).rejects.toThrow(
      "403",
    );
    await expect(head("videos/5/secret.txt", { token: other })).rejects.toThrow(BlobAccessError);
  });

  it("deletes keys, and prefixes across more than one list page", async () => {
    for (let i = 0; i < 1005; i++) fake.seed(`videos/6/seg-${String(i).padStart(4, "0")}.ts`, "x");
    fake.seed("videos/6/sub/deep.bin", "y");
    fake.seed("videos/66/keep.bin", "z");
    await storage.put("videos/7/a", new Uint8Array([1]), { contentType: "x/y" });
    await storage.delete(["videos/7/a", "videos/7/missing"]);
    expect(await storage.head("videos/7/a")).toBeNull();

    fake.requests.length = 0;
    await storage.deletePrefix("videos/6");
    expect([...fake.objects.keys()].filter((k) => k.startsWith("videos/6/"))).toEqual([]);
    expect(fake.objects.has("videos/66/keep.bin")).toBe(true);
    const calls = fake.requests.map((r) => `${r.method} ${r.path.split("?")[0]}`);
    expect(calls).toEqual(["GET /", "POST /delete", "GET /", "POST /delete"]);
    await storage.deletePrefix("videos/does-not-exist");
  });

  it("pages list results with a cursor", async () => {
    for (const name of ["c", "a", "b", "d/e"]) fake.seed(`list/${name}`, name);
    const first = await list({ prefix: "list/", limit: 2, token: fake.readWriteToken });
    expect(first.blobs.map((b) => b.pathname)).toEqual(["list/a", "list/b"]);
    expect(first.hasMore).toBe(true);
    const second = await list({
      prefix: "list/",
      limit: 2,
      cursor: first.cursor,
      token: fake.readWriteToken,
    });
    expect(second.blobs.map((b) => b.pathname)).toEqual(["list/c", "list/d/e"]);
    expect(second.hasMore).toBe(false);
    expect(second.blobs[0]).toMatchObject({
      url: fake.blobUrl("list/c"),
      size: 1,
      uploadedAt: expect.any(Date),
    });
    const folded = await list({ prefix: "list/", mode: "folded", token: fake.readWriteToken });
    expect(folded.folders).toEqual(["list/d/"]);
    expect(folded.blobs.map((b) => b.pathname)).toEqual(["list/a", "list/b", "list/c"]);
  });

  it("refuses to overwrite unless allowed, and honours ifMatch", async () => {
    const opts = { access: "private" as const, token: fake.readWriteToken };
    const first = await put("ow/file.txt", "one", opts);
    await expect(put("ow/file.txt", "two", opts)).rejects.toThrow("This blob already exists");
    const suffixed = await put("ow/file.txt", "two", { ...opts, addRandomSuffix: true });
    expect(suffixed.pathname).toMatch(/^ow\/file-[A-Za-z0-9]{30}\.txt$/);
    expect(suffixed.contentType).toBe("text/plain");
    await expect(
      put("ow/file.txt", "three", { ...opts, ifMatch: '"not-the-etag"' }),
    ).rejects.toThrow(BlobPreconditionFailedError);
    await put("ow/file.txt", "three", { ...opts, ifMatch: first.etag });
    expect(fake.objects.get("ow/file.txt")?.body.toString()).toBe("three");
    await del("ow/file.txt", { token: fake.readWriteToken });
    expect(fake.objects.has("ow/file.txt")).toBe(false);
  });

  it("passes its health check and leaves nothing behind", async () => {
    await storage.healthCheck();
    expect([...fake.objects.keys()].filter((k) => k.startsWith("_health/"))).toEqual([]);
    expect(fake.requests.some((r) => r.method === "POST" && r.path === "/delete")).toBe(true);
  });
});

function* chunks(data: Buffer, size = 1024 * 1024 - 7): Generator<Buffer> {
  for (let i = 0; i < data.byteLength; i += size) yield data.subarray(i, i + size);
}
