import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadSessions, type DirectMultipartUpload } from "@/db/schema";
import { createMemoryPartStore, type PartStore } from "@/client/uploads/part-store";
import { RecordingUploader, type UploaderDeps } from "@/client/uploads/upload-client";
import type { Storage } from "@/lib/storage";
import { createS3Storage, type S3Storage } from "@/lib/storage/s3";
import { S3_MAX_PART_BYTES, S3_MIN_PART_BYTES } from "@/lib/uploads/shared";
import type { UploadSessionResponse } from "@/lib/uploads/serialize";
import { cleanupAbandonedSessions } from "@/lib/uploads/sessions";
import { MAX_VIDEO_BYTES } from "@/lib/videos/upload";
import type { VideoResponse } from "@/lib/videos/serialize";
import { createTestUser, type TestUser } from "../support/fixtures";
import { startS3rver, type RunningS3rver } from "../support/s3rver";
import { useTestDatabase } from "../support/test-database";
import { runUploadJoins } from "../support/upload-joins";
import { appFetch, type RouteCall } from "../support/upload-routes";
import { webmBytes } from "./videos-fixtures";

// The recorder's upload on S3: the real RecordingUploader, the routes called as the browser calls
// them, parts put with presigned UploadPart URLs into a real S3 implementation (s3rver).

const database = useTestDatabase();
const globalForStorage = globalThis as unknown as { demoreelStorage?: Storage };
let s3: RunningS3rver;
let storage: S3Storage;
let previousStorage: Storage | undefined;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  s3 = await startS3rver();
  storage = createS3Storage(s3.settings);
  previousStorage = globalForStorage.demoreelStorage;
  globalForStorage.demoreelStorage = storage;
  owner = await createTestUser(database.db());
  other = await createTestUser(database.db());
});

afterAll(async () => {
  globalForStorage.demoreelStorage = previousStorage;
  await s3?.close();
});

function deps(user: TestUser, calls: RouteCall[], store: PartStore = createMemoryPartStore()) {
  let now = 0;
  const deps: UploaderDeps = {
    fetch: appFetch(user, calls),
    store,
    now: () => (now += 1000),
    sleep: () => new Promise((resolve) => setTimeout(resolve, 5)),
  };
  return deps;
}

/** A WebM header and `mib` MiB of noise, fed to the uploader in 512 KiB chunks. */
function recordingBytes(mib: number): Buffer {
  return Buffer.concat([webmBytes(), randomBytes(Math.round(mib * 1024 * 1024))]);
}

function feed(uploader: RecordingUploader, bytes: Buffer, from = 0, to = bytes.length): void {
  const chunk = 512 * 1024;
  for (let at = from; at < to; at += chunk) {
    uploader.addChunk(new Blob([new Uint8Array(bytes.subarray(at, Math.min(at + chunk, to)))]), at);
  }
}

async function multipartOf(sessionId: string): Promise<DirectMultipartUpload> {
  const [row] = await database
    .db()
    .select({ multipart: uploadSessions.multipart })
    .from(uploadSessions)
    .where(eq(uploadSessions.id, sessionId));
  expect(row?.multipart).toBeTruthy();
  return row!.multipart!;
}

const partRoutePuts = (calls: RouteCall[]) =>
  calls.filter((c) => c.method === "PUT" && /\/parts\/\d+$/.test(c.path));

const commitFields = { title: "Straight to S3", description: "", isPrivate: true, duration: 9 };

describe("upload sessions on S3", () => {
  it("puts parts of at least 5 MiB straight into the bucket and completes them into the exact original", async () => {
    const calls: RouteCall[] = [];
    const uploader = await RecordingUploader.start({
      mimeType: "video/webm;codecs=vp9,opus",
      mode: "screen-camera",
      userId: owner.id,
      deps: deps(owner, calls),
    });
    expect(uploader.recording).toMatchObject({
      partUpload: "s3",
      minPartBytes: S3_MIN_PART_BYTES,
    });
    const bytes = recordingBytes(12);
    feed(uploader, bytes);
    uploader.finish(9000);
    await uploader.drained();
    expect(uploader.partCount).toBe(3);
    const multipart = await multipartOf(uploader.sessionId!);
    const sizes = (await storage.directMultipart.listParts(multipart.key, multipart.uploadId))!.map(
      (p) => p.size,
    );
    expect(sizes.slice(0, -1).every((size) => size >= S3_MIN_PART_BYTES)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(bytes.length);

    const video: VideoResponse = await uploader.commit(commitFields, null);
    expect(video).toMatchObject({ id: multipart.videoId, processingStatus: "queued" });
    expect(multipart.key).toBe(`videos/${video.id}/original.webm`);
    // The commit answered before the bucket joined the parts: the join job completes the upload.
    expect(await storage.head(multipart.key)).toBeNull();
    expect((await runUploadJoins(database.db(), storage)).get(video.id)).toBeNull();
    const original = await storage.get(multipart.key);
    expect(Buffer.from(await new Response(original!.body).arrayBuffer()).equals(bytes)).toBe(true);
    // The upload is completed: S3 no longer lists it.
    expect(await storage.directMultipart.listParts(multipart.key, multipart.uploadId)).toBeNull();

    // Every part went browser -> bucket with a presigned URL; none through the app's part route.
    const puts = s3.partRequests.filter((r) => r.key === multipart.key);
    expect(puts.map((r) => [r.partNumber, r.status])).toEqual([
      [1, 200],
      [2, 200],
      [3, 200],
    ]);
    expect(partRoutePuts(calls)).toEqual([]);
  });

  it("resumes a recording after a crash into the same multipart upload", async () => {
    const calls: RouteCall[] = [];
    const store = createMemoryPartStore();
    const first = await RecordingUploader.start({
      mimeType: "video/webm",
      mode: "screen",
      userId: owner.id,
      deps: deps(owner, calls, store),
    });
    const bytes = recordingBytes(7);
    // One whole part is sent; the rest is being gathered (stored with every chunk) when the tab dies.
    feed(first, bytes, 0, 6 * 1024 * 1024);
    await first.drained();
    expect(first.partCount).toBe(1);
    feed(first, bytes, 6 * 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const [left] = await store.listRecordings();
    const restored = await RecordingUploader.restore(left!, deps(owner, calls, store));
    expect(restored.sessionId).toBe(first.sessionId);
    const video: VideoResponse = await restored.commit(commitFields, null);
    expect((await runUploadJoins(database.db(), storage)).get(video.id)).toBeNull();
    const original = await storage.get(`videos/${video.id}/original.webm`);
    expect(Buffer.from(await new Response(original!.body).arrayBuffer()).equals(bytes)).toBe(true);
    expect(partRoutePuts(calls)).toEqual([]);
  });

  it("aborts the multipart upload on Discard and in the stale-session sweep", async () => {
    const start = async () => {
      const uploader = await RecordingUploader.start({
        mimeType: "video/webm",
        mode: "screen",
        userId: owner.id,
        deps: deps(owner, []),
      });
      feed(uploader, recordingBytes(5.5));
      await uploader.drained();
      const multipart = await multipartOf(uploader.sessionId!);
      expect(
        await storage.directMultipart.listParts(multipart.key, multipart.uploadId),
      ).toHaveLength(1);
      return { uploader, multipart };
    };
    const discarded = await start();
    await discarded.uploader.abort();
    const gone = discarded.multipart;
    expect(await storage.directMultipart.listParts(gone.key, gone.uploadId)).toBeNull();

    const left = await start();
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await cleanupAbandonedSessions(database.db(), storage, { now: later, limit: 100 });
    const swept = left.multipart;
    expect(await storage.directMultipart.listParts(swept.key, swept.uploadId)).toBeNull();
  });

  it("acknowledges only parts the session's own upload holds, counts their sizes, owner only", async () => {
    const open = async () => {
      const response = await appFetch(owner)("/api/uploads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ contentType: "video/webm" }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as UploadSessionResponse;
    };
    const a = await open();
    const b = await open();
    expect(a).toMatchObject({ partUpload: "s3", minPartBytes: S3_MIN_PART_BYTES });
    const call = (user: TestUser, path: string, init: RequestInit = { method: "POST" }) =>
      appFetch(user)(`/api/uploads${path}`, init);
    const grantInit = (size: number): RequestInit => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ size }),
    });
    const urlFor = async (session: string, n: number, size: number) =>
      (
        (await (await call(owner, `/${session}/parts/${n}/token`, grantInit(size))).json()) as {
          url: string;
        }
      ).url;

    expect((await call(other, `/${a.id}/parts/0/token`, grantInit(10))).status).toBe(404);
    // A part put with another session's URL lands in that session's upload, not this one.
    expect(
      (await fetch(await urlFor(b.id, 0, 2000), { method: "PUT", body: "x".repeat(2000) })).ok,
    ).toBe(true);
    expect((await call(owner, `/${a.id}/parts/0/complete`)).status).toBe(409);
    // A URL is signed for its own upload, part and length (the test bucket checks the signature).
    const url = new URL(await urlFor(a.id, 0, 3000));
    expect(url.searchParams.get("partNumber")).toBe("1");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;host");
    // Parts of an S3 session never go through the app.
    const routed = await call(owner, `/${a.id}/parts/0`, { method: "PUT", body: "x" });
    expect(routed.status).toBe(409);

    const tooLong = await fetch(url, { method: "PUT", body: "y".repeat(3001) });
    expect(tooLong.status).toBe(403);
    expect((await call(owner, `/${a.id}/parts/0/complete`)).status).toBe(409);
    expect((await fetch(url, { method: "PUT", body: "y".repeat(3000) })).ok).toBe(true);
    expect((await call(other, `/${a.id}/parts/0/complete`)).status).toBe(404);
    const acked = await call(owner, `/${a.id}/parts/0/complete`);
    expect(((await acked.json()) as UploadSessionResponse).bytesReceived).toBe(3000);

    // The 5 GB limit counts the sizes the bucket lists as parts are acknowledged.
    await database
      .db()
      .update(uploadSessions)
      .set({ partSizes: { "0": 3000, "1": MAX_VIDEO_BYTES - 3000 } })
      .where(eq(uploadSessions.id, a.id));
    await fetch(await urlFor(a.id, 2, 1), { method: "PUT", body: "z" });
    expect((await call(owner, `/${a.id}/parts/2/complete`)).status).toBe(413);

    expect((await call(owner, `/${b.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(owner, `/${a.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("signs a part's URL for its declared size: none is 400, over 64 MiB is 413", async () => {
    const open = await appFetch(owner)("/api/uploads", { method: "POST" });
    const a = (await open.json()) as UploadSessionResponse;
    const token = (body?: unknown) =>
      appFetch(owner)(`/api/uploads/${a.id}/parts/0/token`, {
        method: "POST",
        ...(body === undefined
          ? {}
          : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      });
    const none = await token();
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toMatch(/^Invalid size: /);
    expect((await token({ size: 0 })).status).toBe(400);
    expect((await token({ size: 1.5 })).status).toBe(400);
    const huge = await token({ size: S3_MAX_PART_BYTES + 1 });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({
      message: `Part too large: the limit is ${S3_MAX_PART_BYTES} bytes`,
    });
    expect((await token({ size: S3_MAX_PART_BYTES })).status).toBe(200);
    const discard = await appFetch(owner)(`/api/uploads/${a.id}`, { method: "DELETE" });
    expect(discard.status).toBe(204);
  });

  it("sends the parts through the app when asked to (parts cut before there was a session)", async () => {
    const response = await appFetch(owner)("/api/uploads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ contentType: "video/webm", partUpload: "server" }),
    });
    const session = (await response.json()) as UploadSessionResponse;
    expect(session).toMatchObject({ partUpload: "server", minPartBytes: 1 });
    const part = await appFetch(owner)(`/api/uploads/${session.id}/parts/0`, {
      method: "PUT",
      body: new Uint8Array(webmBytes()),
    });
    expect(part.status).toBe(200);
    expect((await appFetch(owner)(`/api/uploads/${session.id}`, { method: "DELETE" })).status).toBe(
      204,
    );
  });
});
