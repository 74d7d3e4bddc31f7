// @vitest-environment node
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "@/lib/storage/s3";
import type { S3Storage } from "@/lib/storage/s3";
import { S3_MIN_PART_BYTES } from "@/lib/storage/s3";
import { startS3rver } from "@/tests/support/s3rver";
import type { RunningS3rver } from "@/tests/support/s3rver";
import { bytes, describeStorageContract, sha256 } from "@/tests/support/storage-contract";

describeStorageContract(
  "S3 (s3rver)",
  async () => {
    const server = await startS3rver();
    return { storage: createS3Storage(server.settings), close: server.close };
  },
  { keepsMetadata: true, localFileIsCopy: true },
);

let s3: RunningS3rver;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3rver();
  storage = createS3Storage(s3.settings);
});
afterAll(async () => {
  await s3.close();
});

describe("S3 storage against s3rver", () => {
  it("names the bucket when it cannot be reached", async () => {
    const missing = createS3Storage({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(missing.healthCheck()).rejects.toThrow(
      'S3 bucket "no-such-bucket" cannot be reached',
    );
    const wrongKey = createS3Storage({ ...s3.settings, accessKeyId: "NOT-A-KEY" });
    await expect(wrongKey.healthCheck()).rejects.toThrow(/demoreel-test.*cannot be reached/);
    const nobodyHome = createS3Storage({ ...s3.settings, endpoint: "http://127.0.0.1:9" });
    await expect(nobodyHome.healthCheck()).rejects.toThrow(/demoreel-test.*cannot be reached/);
  });

  it("aborts the multipart upload of a body that fails, leaving no parts", async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(randomBytes(S3_MIN_PART_BYTES + 10));
        c.error(new Error("client went away"));
      },
    });
    await expect(
      storage.put("videos/7/original.webm", failing, { contentType: "video/webm" }),
    ).rejects.toThrow("client went away");
    expect(await storage.head("videos/7/original.webm")).toBeNull();
  });

  it("presigns reads that honour Range and answer with the given headers", async () => {
    const data = randomBytes(100_000);
    await storage.put("videos/8/original.webm", data, { contentType: "video/webm" });
    const url = await storage.presignGet("videos/8/original.webm", {
      expiresInSeconds: 60,
      cacheControl: "private, max-age=60",
      contentDisposition: 'attachment; filename="talk.webm"',
    });
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/webm");
    expect(whole.headers.get("cache-control")).toBe("private, max-age=60");
    expect(whole.headers.get("content-disposition")).toBe('attachment; filename="talk.webm"');
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(data));
    const part = await fetch(url, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/100000");
    expect(Buffer.from(await part.arrayBuffer()).equals(data.subarray(100, 200))).toBe(true);
    // s3rver does not check V4 signatures or expiry; the URL must carry them for a real S3.
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("60");
    expect(new URL(url).searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("joins parts put by presigned URLs, in any order, into one object", async () => {
    const multipart = storage.directMultipart;
    const key = "uploads/s1/recording.webm";
    const first = randomBytes(S3_MIN_PART_BYTES);
    const last = randomBytes(1234);
    const uploadId = await multipart.create(key, "video/webm");
    const putPart = async (partNumber: number, body: Buffer) => {
      const url = await multipart.presignPart(key, uploadId, partNumber, {
        contentLength: body.byteLength,
        expiresInSeconds: 60,
      });
      const answer = await fetch(url, { method: "PUT", body: new Uint8Array(body) });
      expect(answer.status).toBe(200);
      return { partNumber, etag: answer.headers.get("etag")! };
    };
    const two = await putPart(2, last);
    const one = await putPart(1, first);
    // A retried part replaces the copy that landed before.
    const oneAgain = await putPart(1, first);
    expect(oneAgain.etag).toBe(one.etag);
    expect(await multipart.complete(key, uploadId, [two, oneAgain])).toEqual({
      size: first.byteLength + last.byteLength,
    });
    const got = await storage.get(key);
    expect(got?.object.contentType).toBe("video/webm");
    expect(sha256(await bytes(got!.body))).toBe(sha256(Buffer.concat([first, last])));
  });

  it("signs a part URL for its Content-Length: a PUT of any other length is refused", async () => {
    const multipart = storage.directMultipart;
    const key = "uploads/s4/recording.webm";
    const uploadId = await multipart.create(key, "video/webm");
    const url = await multipart.presignPart(key, uploadId, 1, {
      contentLength: 1000,
      expiresInSeconds: 60,
    });
    expect(new URL(url).searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;host");
    const longer = await fetch(url, { method: "PUT", body: randomBytes(1001) });
    expect(longer.status).toBe(403);
    expect(await longer.text()).toContain("SignatureDoesNotMatch");
    expect((await fetch(url, { method: "PUT", body: randomBytes(999) })).status).toBe(403);
    expect(await multipart.listParts(key, uploadId)).toEqual([]);
    expect((await fetch(url, { method: "PUT", body: randomBytes(1000) })).status).toBe(200);
    expect((await multipart.listParts(key, uploadId))?.map((p) => p.size)).toEqual([1000]);
    await multipart.abort(key, uploadId);
  });

  it("refuses parts under 5 MiB before the last; an aborted upload can no longer complete", async () => {
    const multipart = storage.directMultipart;
    const key = "uploads/s2/recording.webm";
    const uploadId = await multipart.create(key, "video/webm");
    const parts = [];
    for (const partNumber of [1, 2]) {
      const url = await multipart.presignPart(key, uploadId, partNumber, {
        contentLength: 1000,
        expiresInSeconds: 60,
      });
      const answer = await fetch(url, { method: "PUT", body: randomBytes(1000) });
      parts.push({ partNumber, etag: answer.headers.get("etag")! });
    }
    await expect(multipart.complete(key, uploadId, parts)).rejects.toMatchObject({
      name: "EntityTooSmall",
    });
    await multipart.abort(key, uploadId);
    await multipart.abort(key, uploadId);
    await expect(multipart.complete(key, uploadId, parts)).rejects.toThrow();
    expect(await storage.head(key)).toBeNull();
  });

  it("lets a browser origin put parts and read the ETag (CORS)", async () => {
    const preflight = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/s3/recording.webm`, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:3000",
        "access-control-request-method": "PUT",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT");
    const multipart = storage.directMultipart;
    const uploadId = await multipart.create("uploads/s3/recording.webm", "video/webm");
    const url = await multipart.presignPart("uploads/s3/recording.webm", uploadId, 1, {
      contentLength: 1,
      expiresInSeconds: 60,
    });
    const answer = await fetch(url, {
      method: "PUT",
      body: "x",
      headers: { origin: "http://127.0.0.1:3000" },
    });
    expect(answer.headers.get("access-control-expose-headers")).toMatch(/etag/i);
    await multipart.abort("uploads/s3/recording.webm", uploadId);
  });
});
