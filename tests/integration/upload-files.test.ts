import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/uploads/route";
import { GET as EMBED } from "@/app/embed/[id]/route";
import { uploadSessions, videos } from "@/db/schema";
import { UPGRADE_MESSAGE } from "@/lib/billing/shared";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { probeMedia } from "@/lib/media/probe";
import type { UploadSessionResponse } from "@/lib/uploads/serialize";
import type { VideoResponse } from "@/lib/videos/serialize";
import { CONVERSION_FAILED } from "@/lib/videos/shared";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { diskStorage, quickWorker, reloadVideo } from "./processing-support";
import { commit, database, owner, putPart, split } from "./upload-sessions-support";
import {
  makeOtherContainer,
  makeUploadFile,
  OTHER_CONTAINERS,
  UPLOAD_FILES,
  type OtherContainerName,
  type UploadFileName,
} from "./upload-files-support";
import { plainVideo, storedFiles } from "./videos-fixtures";
import { invalidateVideo } from "@/lib/videos/content-cache";

let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-upload-files-"));
  const names = Object.keys(UPLOAD_FILES) as UploadFileName[];
  await Promise.all(names.map((name) => makeUploadFile(dir, name)));
  const others = Object.keys(OTHER_CONTAINERS) as OtherContainerName[];
  await Promise.all(others.map((name) => makeOtherContainer(dir, name)));
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function createFileSession(
  fileName: string,
  size: number,
  user: TestUser = owner,
  mimeType = "video/mp4",
) {
  return createRoute(
    apiRequest("/api/uploads", {
      method: "POST",
      token: user.token,
      body: { source: "upload", fileName, size, mimeType },
    }),
  );
}

/** Sends `bytes` as a file upload in three parts and commits it with the file's name as title. */
async function uploadFile(fileName: string, bytes: Buffer, user: TestUser = owner) {
  const created = await createFileSession(fileName, bytes.length, user);
  expect(created.status).toBe(201);
  const session = (await created.json()) as UploadSessionResponse;
  const parts = split(bytes, 3);
  for (const [n, part] of parts.entries())
    expect((await putPart(session.id, n, part, user)).status).toBe(200);
  return { session, res: await commit(session.id, { title: fileName, partCount: 3 }, user) };
}

describe("uploading a video file", () => {
  it.each([
    ["demo.mp4", true],
    ["call.mov", false],
    ["screen.mkv", true],
    ["clip.webm", true],
    ["phone.mp4", false],
  ] as Array<[UploadFileName, boolean]>)(
    "%s ends completed with an H.264 MP4 of its duration (plays at once: %s)",
    async (name, playsAtOnce) => {
      const bytes = await readFile(path.join(dir, name));
      const { res } = await uploadFile(name, bytes);
      expect(res.status).toBe(201);
      const video = (await res.json()) as VideoResponse;
      expect(video).toMatchObject({ title: name, originalPlayable: playsAtOnce });
      expect(video.duration).toBeCloseTo(1.5, 0);

      await quickWorker(database.db()).drain(60_000);
      const row = await reloadVideo(database.db(), video.id);
      expect(row).toMatchObject({ processingStatus: "completed", processingProgress: null });
      expect(row?.thumbnailKey).toBeTruthy();
      const mp4 = await diskStorage().toLocalFile(row!.mp4Key!);
      const info = await probeMedia(await getFfmpegTools(), mp4.path);
      expect(info.video?.codec).toBe("h264");
      expect(info.audio?.codec).toBe("aac");
      expect(info.containerDuration).toBeGreaterThan(1.3);
      expect(info.containerDuration).toBeLessThan(1.7);
      expect(row?.duration).toBeCloseTo(1.5, 0);
    },
    90_000,
  );

  // Every container is taken and measured at commit (the gate probes it); processing one file of
  // each family of demuxers is enough to show the pipeline reads them (each takes seconds here).
  const PROCESSED: OtherContainerName[] = ["camera.avi", "open.ogv", "windows.wmv"];

  it("takes every other allow-listed container (AVI, TS, M2TS, MPEG-PS, FLV, 3GP, Ogg, WMV), measuring each", async () => {
    const made = new Map<OtherContainerName, number>();
    for (const name of Object.keys(OTHER_CONTAINERS) as OtherContainerName[]) {
      const { res } = await uploadFile(name, await readFile(path.join(dir, name)));
      expect(res.status, name).toBe(201);
      const video = (await res.json()) as VideoResponse;
      expect(video.duration, name).toBeCloseTo(1.5, 0);
      made.set(name, video.id);
    }
    // The others' queued processing is not this test's: only the chosen ones run.
    const others = [...made].filter(([name]) => !PROCESSED.includes(name)).map(([, id]) => id);
    await database.db().delete(videos).where(inArray(videos.id, others));
    await quickWorker(database.db()).drain(120_000);
    for (const name of PROCESSED) {
      const row = await reloadVideo(database.db(), made.get(name)!);
      expect(row, name).toMatchObject({ processingStatus: "completed" });
      expect(row?.duration, name).toBeCloseTo(1.5, 0);
      expect(row?.mp4Key, name).toBeTruthy();
    }
  }, 180_000);

  it("a shared upload no browser plays embeds as its conversion, then as the player", async () => {
    const bytes = await readFile(path.join(dir, "phone.mp4"));
    const { res } = await uploadFile("phone.mp4", bytes);
    const video = (await res.json()) as VideoResponse;
    await database
      .db()
      .update(videos)
      .set({ visibility: "public", processingProgress: 40 })
      .where(eq(videos.id, video.id));
    const embed = () =>
      EMBED(apiRequest(`/embed/${video.id}`), routeParams({ id: String(video.id) }));

    const waiting = await embed();
    expect(waiting.headers.get("cache-control")).toContain("no-store");
    const html = await waiting.text();
    expect(html).toContain("Processing... 40%");
    expect(html).toContain('http-equiv="refresh"');
    expect(html).not.toContain("<video");

    // Had converting failed, the embed says so and stops reloading. Written as processing
    // writes it: a new version, and the process's kept copies dropped.
    const setStatus = async (processingStatus: "failed" | "queued") => {
      await database
        .db()
        .update(videos)
        .set({ processingStatus, updatedAt: new Date() })
        .where(eq(videos.id, video.id));
      invalidateVideo(video.id);
    };
    await setStatus("failed");
    const failed = await (await embed()).text();
    expect(failed).toContain(CONVERSION_FAILED);
    expect(failed).not.toContain('http-equiv="refresh"');
    await setStatus("queued");

    await quickWorker(database.db()).drain(60_000);
    const ready = await (await embed()).text();
    expect(ready).toContain("<video");
    expect(ready).not.toContain("Processing...");
  }, 90_000);

  it("refuses a renamed text file with 415 naming it, and keeps nothing of it", async () => {
    const text = Buffer.from("Meeting notes\n".repeat(200));
    const { session, res } = await uploadFile("notes.mp4", text);
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      code: "unsupported_media",
      message: expect.stringContaining('"notes.mp4"') as string,
    });
    const [row] = await database
      .db()
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.id, session.id));
    expect(row?.status).toBe("failed");
    expect(await storedFiles(`uploads/${session.id}`)).toEqual([]);
    const made = await database.db().select().from(videos).where(eq(videos.title, "notes.mp4"));
    expect(made).toEqual([]);
  });

  it("refuses a file over 5 GB before a byte is sent", async () => {
    const res = await createFileSession("huge.mov", 5 * 1024 ** 3 + 1);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toContain('"huge.mov"');
  });

  it("gives a free user's fifth upload the upgrade 403", async () => {
    const free = await createTestUser(database.db());
    for (let i = 0; i < 4; i++) await plainVideo(database.db(), free.id, true);
    const res = await createFileSession("fifth.mp4", 5000, free);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: UPGRADE_MESSAGE, code: "free_plan_limit" });
  });
});
