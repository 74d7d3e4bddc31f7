import { createServer, type Server } from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/videos/upload/route";
import { FileUploader } from "@/client/uploads/file-uploader";
import { jobs, uploadSessions, videos } from "@/db/schema";
import { NOT_A_VIDEO_MESSAGE } from "@/lib/media/video-intake";
import { getStorage, type Storage } from "@/lib/storage";
import { createS3Storage, type S3Storage } from "@/lib/storage/s3";
import type { VideoResponse } from "@/lib/videos/serialize";
import type { TestUser } from "../support/fixtures";
import { hostileMedia, type HostileFile } from "../support/hostile-media";
import { startS3rver, type RunningS3rver } from "../support/s3rver";
import { appFetch } from "../support/upload-routes";
import { makeUploadFile, type UploadFileName } from "./upload-files-support";
import { commit, createSession, database, other, owner, putPart } from "./upload-sessions-support";
import { plainVideo, storedFiles, uploadRequest } from "./videos-fixtures";
import { runUploadJoins } from "../support/upload-joins";

// The files of tests/support/hostile-media.ts uploaded the dashboard's way (the real
// FileUploader through the upload routes), on the local disk and on S3: each is refused at commit
// with 415 unsupported_media before ffprobe sees it, nothing of it is kept, no request reaches
// the canary server, and the other user's video next to it is never read.

const globalForStorage = globalThis as unknown as { demoreelStorage?: Storage };
const refusal = (fileName: string) => ({
  code: "unsupported_media",
  message: `"${fileName}" is not a video we can read: choose a video file (MP4, MOV, WebM, MKV or AVI)`,
});

let dir = "";
let canary: Server;
let canaryUrl = "";
const canaryHits: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-hostile-"));
  canary = createServer((req, res) => {
    canaryHits.push(req.url ?? "");
    res.end();
  });
  await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  await Promise.all(
    (["demo.mp4", "call.mov", "clip.webm"] as UploadFileName[]).map((n) => makeUploadFile(dir, n)),
  );
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => canary.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** Uploads `bytes` as the file `fileName` with the real client; answers the commit's response. */
async function upload(user: TestUser, fileName: string, bytes: Buffer) {
  const inner = appFetch(user);
  let committed: { status: number; body: unknown } | null = null;
  const fetchCapturing = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await inner(input, init);
    if (/\/commit$/.test(String(input)))
      committed = { status: res.status, body: await res.clone().json() };
    return res;
  }) as typeof fetch;
  const file = new File([new Uint8Array(bytes)], fileName, { type: "video/mp4" });
  const uploader = FileUploader.create(
    file,
    { fetch: fetchCapturing, store: null, now: Date.now, sleep: async () => undefined },
    { title: fileName },
  );
  const video = await uploader.upload().catch(() => null);
  return { video, commit: committed!, sessionId: uploader.sessionId };
}

/** A video of `other`'s with a stored MP4: the one the hostile files point at. */
async function victimVideo(storage: Storage): Promise<number> {
  const id = await plainVideo(database.db(), other.id, false);
  await storage.put(`videos/${id}/video.mp4`, await readFile(path.join(dir, "demo.mp4")), {
    contentType: "video/mp4",
  });
  return id;
}

async function sessionRow(sessionId: string | null) {
  const [row] = await database
    .db()
    .select()
    .from(uploadSessions)
    .where(eq(uploadSessions.id, sessionId ?? ""));
  return row;
}

const jobsOf = (videoId: number) =>
  database.db().select().from(jobs).where(eq(jobs.videoId, videoId));

const ownerVideos = () =>
  database.db().select({ id: videos.id }).from(videos).where(eq(videos.userId, owner.id));

interface Store {
  name: string;
  open: () => Promise<{ storage: Storage; keys: (prefix: string) => Promise<string[]> }>;
  close: () => Promise<void>;
}

let s3: RunningS3rver | undefined;

const STORES: Store[] = [
  {
    name: "the local disk",
    open: async () => {
      const storage = getStorage();
      const root = (storage as unknown as { root: string }).root;
      const { readdir } = await import("node:fs/promises");
      const keys = async (prefix: string) =>
        (await readdir(path.join(root, prefix), { recursive: true }).catch(() => []))
          .filter((name) => !name.endsWith(".meta.json"))
          .map((name) => `${prefix}${name}`);
      return { storage, keys };
    },
    close: async () => undefined,
  },
  {
    name: "S3",
    open: async () => {
      s3 = await startS3rver();
      const storage: S3Storage = createS3Storage(s3.settings);
      const keys = async (prefix: string) => {
        const listed = await storage.client.send(
          new ListObjectsV2Command({ Bucket: s3!.bucket, Prefix: prefix }),
        );
        return (listed.Contents ?? []).map((o) => o.Key ?? "");
      };
      return { storage, keys };
    },
    close: async () => s3?.close(),
  },
];

describe.each(STORES)("hostile files uploaded to $name", (store) => {
  let previous: Storage | undefined;
  let storage: Storage;
  let keys: (prefix: string) => Promise<string[]>;
  let corpus: HostileFile[] = [];

  beforeAll(async () => {
    previous = globalForStorage.demoreelStorage;
    ({ storage, keys } = await store.open());
    globalForStorage.demoreelStorage = storage;
    const victimId = await victimVideo(storage);
    corpus = await hostileMedia({ dir, canaryUrl, victimId: String(victimId) });
  }, 60_000);

  afterAll(async () => {
    globalForStorage.demoreelStorage = previous;
    await store.close();
  });

  it("refuses every one with 415 unsupported_media, keeps nothing and reaches nothing", async () => {
    const before = await ownerVideos();
    const filesBefore = await keys("videos/");
    const accepted: string[] = [];
    for (const hostile of corpus) {
      const { video, commit, sessionId } = await upload(owner, hostile.fileName, hostile.bytes);
      if (video) accepted.push(hostile.attack);
      expect(commit, hostile.attack).toEqual({ status: 415, body: refusal(hostile.fileName) });
      const session = await sessionRow(sessionId);
      expect(session?.status, hostile.attack).toBe("failed");
      expect(await keys(`uploads/${sessionId}/`), hostile.attack).toEqual([]);
    }
    expect(accepted).toEqual([]);
    expect(await ownerVideos()).toEqual(before);
    expect(await keys("videos/")).toEqual(filesBefore);
    expect(canaryHits).toEqual([]);
  }, 120_000);

  it.each(["demo.mp4", "call.mov", "clip.webm"] as UploadFileName[])(
    "still takes a real %s",
    async (name) => {
      const bytes = await readFile(path.join(dir, name));
      const { video, commit } = await upload(owner, name, bytes);
      expect(commit.status, JSON.stringify(commit.body)).toBe(201);
      expect((video as VideoResponse).duration).toBeCloseTo(1.5, 0);
    },
    60_000,
  );
});

describe("hostile files sent as recordings", () => {
  let corpus: HostileFile[] = [];
  beforeAll(async () => {
    corpus = await hostileMedia({
      dir,
      canaryUrl,
      victimId: String(await victimVideo(getStorage())),
    });
  }, 60_000);

  // A recording is sniffed as WebM or MP4 as it streams in (400 for anything else); an MP4 whose
  // tracks are elsewhere passes that and is refused by its content before the video exists.
  const expected = (hostile: HostileFile) =>
    hostile.bytes.toString("latin1", 4, 8) === "ftyp"
      ? { status: 415, body: { code: "unsupported_media", message: NOT_A_VIDEO_MESSAGE } }
      : { status: 400, body: { code: "invalid_input", message: expect.any(String) as string } };

  it("fails every one sent as a recording after its commit, and keeps nothing of it", async () => {
    const storage = getStorage();
    for (const hostile of corpus) {
      // At least MIN_VIDEO_BYTES, as a recording must be: the padding is not what is refused.
      const bytes = Buffer.concat([
        hostile.bytes,
        Buffer.alloc(Math.max(0, 1000 - hostile.bytes.length)),
      ]);
      const session = await createSession(owner);
      expect((await putPart(session.id, 0, bytes)).status).toBe(200);
      // The link comes before the join: the recording is refused by the join, not the commit.
      const res = await commit(session.id, { partCount: 1 });
      expect(res.status, hostile.attack).toBe(201);
      const { id } = (await res.json()) as VideoResponse;
      expect((await runUploadJoins(database.db(), storage)).get(id), hostile.attack).toEqual(
        expected(hostile).body.message,
      );
      const [video] = await database.db().select().from(videos).where(eq(videos.id, id));
      expect(video, hostile.attack).toMatchObject({
        processingStatus: "failed",
        originalKey: null,
        originalPlayable: false,
      });
      // Nothing to play, nothing kept: no original, no parts, no processing queued.
      expect(await storedFiles(`videos/${id}`), hostile.attack).toEqual([]);
      expect(await storedFiles(`uploads/${session.id}`), hostile.attack).toEqual([]);
      expect((await jobsOf(id)).map((job) => [job.kind, job.state])).toEqual([
        ["join-upload", "failed"],
      ]);
    }
    expect(canaryHits).toEqual([]);
  }, 120_000);

  it("refuses every one through POST /api/videos/upload and keeps nothing", async () => {
    const before = await ownerVideos();
    for (const hostile of corpus) {
      const bytes = Buffer.concat([
        hostile.bytes,
        Buffer.alloc(Math.max(0, 1000 - hostile.bytes.length)),
      ]);
      const video = new Blob([new Uint8Array(bytes)], { type: "video/mp4" });
      const res = await uploadRoute(uploadRequest({ token: owner.token, video }));
      expect({ status: res.status, body: await res.json() }, hostile.attack).toEqual(
        expected(hostile),
      );
    }
    expect(await ownerVideos()).toEqual(before);
  }, 120_000);
});
