import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { put } from "@vercel/blob/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PutDirect } from "@/client/uploads/upload-protocol";
import { FileUploader } from "@/client/uploads/file-uploader";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { probeMedia } from "@/lib/media/probe";
import type { Storage } from "@/lib/storage";
import { createS3Storage } from "@/lib/storage/s3";
import { createVercelBlobStorage } from "@/lib/storage/vercel-blob";
import { createWorker } from "@/lib/worker/worker";
import { createTestUser, type TestUser } from "../support/fixtures";
import { startFakeVercelBlob } from "../support/fake-vercel-blob";
import { startS3rver } from "../support/s3rver";
import { useTestDatabase } from "../support/test-database";
import { makeUploadFile } from "./upload-files-support";
import { appFetch, type RouteCall } from "../support/upload-routes";
import { quietLogger, reloadVideo } from "./processing-support";

// A file from the disk uploaded the dashboard's way (the real FileUploader) on each cloud store:
// parts go straight to the bucket or blob store, the commit probes the joined file there, and
// processing turns an HEVC phone video into an H.264 MP4 read back from the same store.

const database = useTestDatabase();
const globalForStorage = globalThis as unknown as { demoreelStorage?: Storage };
let dir = "";
let owner: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-upload-stores-"));
  await makeUploadFile(dir, "phone.mp4");
  owner = await createTestUser(database.db());
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What the browser does with a Vercel Blob grant, with the real client SDK. */
const putDirect: PutDirect = async (grant, part) => {
  await put(grant.pathname, part, {
    access: grant.access,
    token: grant.token,
    contentType: grant.contentType,
  });
};

interface Store {
  storage: Storage;
  close: () => Promise<void>;
}

const STORES: Array<[string, "s3" | "blob", () => Promise<Store>]> = [
  [
    "S3",
    "s3",
    async () => {
      const s3 = await startS3rver();
      return { storage: createS3Storage(s3.settings), close: () => s3.close() };
    },
  ],
  [
    "Vercel Blob",
    "blob",
    async () => {
      const fake = await startFakeVercelBlob();
      return { storage: createVercelBlobStorage(fake.readWriteToken), close: () => fake.close() };
    },
  ],
];

describe.each(STORES)("a file upload on %s", (_name, partUpload, start) => {
  let store: Store;
  let previous: Storage | undefined;

  beforeAll(async () => {
    store = await start();
    previous = globalForStorage.demoreelStorage;
    globalForStorage.demoreelStorage = store.storage;
  });

  afterAll(async () => {
    globalForStorage.demoreelStorage = previous;
    await store?.close();
  });

  it("sends its parts straight to the store, and ends as a playable H.264 MP4", async () => {
    const bytes = await readFile(path.join(dir, "phone.mp4"));
    const file = new File([new Uint8Array(bytes)], "phone.mp4", { type: "video/mp4" });
    const calls: RouteCall[] = [];
    let now = 0;
    const uploader = FileUploader.create(
      file,
      {
        fetch: appFetch(owner, calls),
        store: null,
        now: () => (now += 1000),
        sleep: () => new Promise((resolve) => setTimeout(resolve, 5)),
        putDirect,
      },
      { title: "Phone demo" },
    );
    const video = await uploader.upload();
    expect(video).toMatchObject({ title: "Phone demo", originalPlayable: false });
    expect(video.duration).toBeCloseTo(1.5, 0);
    // No part went through the app: the browser put them into the store itself.
    expect(calls.filter((c) => c.method === "PUT" && /\/parts\/\d+$/.test(c.path))).toEqual([]);
    const row = await reloadVideo(database.db(), video.id);
    expect(row?.originalSize).toBe(bytes.length);
    expect((await store.storage.head(row!.originalKey!))?.size).toBe(bytes.length);

    const worker = createWorker({
      db: database.db(),
      storage: store.storage,
      backoffBaseMs: 20,
      logger: quietLogger,
    });
    await worker.drain(60_000);
    const done = await reloadVideo(database.db(), video.id);
    expect(done).toMatchObject({ processingStatus: "completed" });
    const mp4 = await store.storage.toLocalFile(done!.mp4Key!);
    try {
      const info = await probeMedia(await getFfmpegTools(), mp4.path);
      expect(info.video?.codec).toBe("h264");
      expect(info.containerDuration).toBeGreaterThan(1.3);
      expect(info.containerDuration).toBeLessThan(1.7);
    } finally {
      await mp4.cleanup();
    }
    expect(uploader.recording.partUpload).toBe(partUpload);
  }, 120_000);
});
