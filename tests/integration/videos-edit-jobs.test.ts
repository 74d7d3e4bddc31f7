import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postEdit } from "@/app/api/videos/[id]/edit/route";
import { GET as getMedia } from "@/app/api/videos/[id]/media/[kind]/route";
import { jobs, videos, type Video } from "@/db/schema";
import { parseJobOfKind, type JobOf } from "@/lib/jobs/kinds";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { thumbnailKey } from "@/lib/storage/keys";
import type { Storage } from "@/lib/storage/types";
import { findVideoEdit } from "@/lib/videos/edit/state";
import { EDIT_VIDEO } from "@/lib/videos/jobs";
import { runEditJob } from "@/lib/videos/processing/edit-video";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  diskStorage,
  ffprobeFormatDuration,
  insertVideo,
  makeVp9Clip,
  reloadVideo,
  tempStorageForFile,
  quickWorker,
} from "./processing-support";
import { PNG_BYTES } from "./videos-fixtures";

const database = useTestDatabase();
const temp = tempStorageForFile();
let owner: TestUser;
let clip = "";

const storage = diskStorage;
const worker = () => quickWorker(database.db());

beforeAll(async () => {
  owner = await createTestUser(database.db());
  clip = path.join(temp.dir(), "clip6.webm");
  await makeVp9Clip(clip, 6);
}, 60_000);

async function processedVideo(): Promise<Video> {
  const video = await insertVideo(database.db(), storage(), owner.id, clip);
  await worker().drain(120_000);
  return (await reloadVideo(database.db(), video.id)) as Video;
}

function requestEdit(video: Video, cuts: number[][]) {
  return postEdit(
    apiRequest(`/api/videos/${video.id}/edit`, {
      token: owner.token,
      method: "POST",
      body: { cuts },
    }),
    routeParams({ id: String(video.id) }),
  );
}

async function queuedEditJob(videoId: number): Promise<JobOf<typeof EDIT_VIDEO>> {
  const [job] = await database
    .db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.videoId, videoId), eq(jobs.kind, EDIT_VIDEO), eq(jobs.state, "queued")));
  if (!job) throw new Error("no queued edit job");
  return parseJobOfKind(EDIT_VIDEO, job);
}

async function thumbnailStatus(video: Video): Promise<number> {
  const res = await getMedia(
    apiRequest(`/api/videos/${video.id}/media/thumbnail`, { token: owner.token }),
    routeParams({ id: String(video.id), kind: "thumbnail" }),
  );
  return res.status;
}

describe("an edit's files", () => {
  it("keeps an uploaded thumbnail (under thumbnails/{userId}/) through a trim", async () => {
    const video = await processedVideo();
    const uploaded = thumbnailKey(owner.id, "thumbnail.png");
    await storage().put(uploaded, PNG_BYTES, { contentType: "image/png" });
    await database
      .db()
      .update(videos)
      .set({ thumbnailKey: uploaded })
      .where(eq(videos.id, video.id));
    expect(await thumbnailStatus(video)).toBe(200);

    expect((await requestEdit(video, [[0, 1]])).status).toBe(202);
    await worker().drain(120_000);
    const edited = (await reloadVideo(database.db(), video.id)) as Video;
    expect(edited.duration).toBeCloseTo(5, 0);
    expect(edited.thumbnailKey).toBe(uploaded);
    expect(await storage().head(uploaded)).not.toBeNull();
    expect(await thumbnailStatus(video)).toBe(200);
  }, 180_000);

  it("keeps the live MP4 when two renders of the same edit finish one after the other", async () => {
    const video = await processedVideo();
    expect((await requestEdit(video, [[2, 4]])).status).toBe(202);
    const job = await queuedEditJob(video.id);
    const options = { db: database.db(), storage: storage() };
    // Two workers holding the same job (a lease taken over): both render, one applies.
    await Promise.all([runEditJob(options, job), runEditJob(options, job)]);
    const edited = (await reloadVideo(database.db(), video.id)) as Video;
    expect(edited.mp4Key).toMatch(/edit-/);
    expect(await storage().head(edited.mp4Key as string)).not.toBeNull();
    const played = Number(
      await ffprobeFormatDuration(path.join(storage().root, edited.mp4Key as string)),
    );
    expect(Math.abs(played - 4)).toBeLessThan(0.2);
  }, 180_000);
});

async function editJobStates(videoId: number): Promise<string[]> {
  const rows = await database
    .db()
    .select({ state: jobs.state })
    .from(jobs)
    .where(and(eq(jobs.videoId, videoId), eq(jobs.kind, EDIT_VIDEO)));
  return rows.map((row) => row.state).sort();
}

describe("repeated edits", () => {
  it("a new edit cancels the video's edits still queued: one render, the last one", async () => {
    const video = await processedVideo();
    for (const cuts of [[[0, 1]], [[1, 2]], [[4, 6]]]) {
      expect((await requestEdit(video, cuts)).status).toBe(202);
    }
    expect(await editJobStates(video.id)).toEqual(["cancelled", "cancelled", "queued"]);
    await worker().drain(120_000);
    expect(await editJobStates(video.id)).toEqual(["cancelled", "cancelled", "completed"]);
    expect((await findVideoEdit(database.db(), video.id))?.cuts).toEqual([[4, 6]]);
  }, 180_000);

  it("a render already running stops before encoding once a newer edit comes in", async () => {
    const video = await processedVideo();
    expect((await requestEdit(video, [[0, 1]])).status).toBe(202);
    const job = await queuedEditJob(video.id);
    await database
      .db()
      .update(jobs)
      .set({ state: "running", leasedUntil: new Date(Date.now() + 600_000) })
      .where(eq(jobs.id, job.id));
    // The same edit sent again while the first render fetches its source: the first is stale.
    const real = storage();
    const racing: Storage = Object.assign(Object.create(real) as Storage, {
      toLocalFile: async (key: string) => {
        expect((await requestEdit(video, [[0, 1]])).status).toBe(202);
        return real.toLocalFile(key);
      },
    });
    // Tools that cannot run: any probe or encode after the check would throw.
    const tools = {
      ...(await getFfmpegTools()),
      ffmpeg: "/nonexistent/ffmpeg",
      ffprobe: "/nonexistent/ffprobe",
    };
    await runEditJob({ db: database.db(), storage: racing, tools }, job);
    expect((await reloadVideo(database.db(), video.id))?.mp4Key).toBe(
      `videos/${video.id}/video.mp4`,
    );
    await worker().drain(120_000);
    const edited = (await reloadVideo(database.db(), video.id)) as Video;
    expect(edited.duration).toBeCloseTo(5, 0);
  }, 180_000);
});
