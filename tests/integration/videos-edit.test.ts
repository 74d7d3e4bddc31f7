import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getEdit, POST as postEdit } from "@/app/api/videos/[id]/edit/route";
import { POST as postRevert } from "@/app/api/videos/[id]/edit/revert/route";
import { GET as sprite } from "@/app/api/videos/[id]/sprite/route";
import { comments, jobs, reactions, videos, type Video } from "@/db/schema";
import type { JobOf } from "@/lib/jobs/kinds";
import { EDIT_FAILED, failEdit } from "@/lib/videos/processing/edit-video";
import { EDIT_VIDEO, PROCESS_VIDEO } from "@/lib/videos/jobs";
import { saveVideoEdit } from "@/lib/videos/edit/state";
import type { VideoResponse } from "@/lib/videos/serialize";
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

const run = promisify(execFile);
const database = useTestDatabase();
const temp = tempStorageForFile();
let owner: TestUser;
let other: TestUser;
let video: Video;

const storage = diskStorage;
const worker = () => quickWorker(database.db());
const fileOf = (key: string) => path.join(storage().root, key);

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db);
  other = await createTestUser(db);
  await makeVp9Clip(path.join(temp.dir(), "clip20.webm"), 20);
  video = await insertVideo(db, storage(), owner.id, path.join(temp.dir(), "clip20.webm"));
  await worker().drain(120_000);
  const [timed] = await db
    .update(videos)
    .set({
      transcript: JSON.stringify([
        { time: 1, text: "Hello" },
        { time: 6.5, text: "Cut me" },
        { time: 9, text: "After" },
      ]),
      chapters: JSON.stringify([
        { title: "Intro", startTime: 0 },
        { title: "Middle", startTime: 6 },
        { title: "End", startTime: 12 },
      ]),
    })
    .where(eq(videos.id, video.id))
    .returning();
  video = timed as Video;
  for (const timestamp of [4, 6, 10]) {
    await db
      .insert(comments)
      .values({ videoId: video.id, userId: other.id, content: `at ${timestamp}`, timestamp });
  }
  for (const time of [7.5, 15]) {
    await db.insert(reactions).values({ videoId: video.id, userId: other.id, emoji: "👍", time });
  }
}, 180_000);

function call(
  route: typeof postEdit,
  suffix: string,
  token: string | undefined,
  body?: unknown,
  id = video.id,
) {
  return route(
    apiRequest(`/api/videos/${id}/edit${suffix}`, { token, method: "POST", body }),
    routeParams({ id: String(id) }),
  );
}

/** A 64x48 gray frame at `at` seconds, decoded by ffmpeg. */
async function grayFrame(file: string, at: number): Promise<Buffer> {
  const args = ["-v", "error", "-ss", String(at), "-i", file, "-frames:v", "1"];
  args.push("-vf", "scale=64:48,format=gray", "-f", "rawvideo", "pipe:1");
  const { stdout } = await run("ffmpeg", args, { encoding: "buffer" });
  return stdout;
}

function meanAbsDiff(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

async function timedItems() {
  const db = database.db();
  const c = await db.select().from(comments).where(eq(comments.videoId, video.id));
  const r = await db.select().from(reactions).where(eq(reactions.videoId, video.id));
  return {
    comments: c.map((x) => x.timestamp).sort((a, b) => (a ?? 0) - (b ?? 0)),
    reactions: r.map((x) => x.time).sort((a, b) => a - b),
  };
}

function getSprite(token: string) {
  return sprite(
    apiRequest(`/api/videos/${video.id}/sprite`, { token }),
    routeParams({ id: String(video.id) }),
  );
}

describe("GET /api/videos/{id}/sprite", () => {
  it("serves the strip processing made to the owner, makes a missing one on demand, 404 to others", async () => {
    const stripKey = `videos/${video.id}/sprite-video.jpg`;
    expect(await storage().head(stripKey)).not.toBeNull();
    await storage().delete([stripKey]);
    const res = await getSprite(owner.token);
    expect(res.status).toBe(200);
    const jpeg = Buffer.from(await res.arrayBuffer());
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await storage().head(stripKey)).not.toBeNull();
    expect((await getSprite(other.token)).status).toBe(404);
  });
});

describe("POST /api/videos/{id}/edit", () => {
  it("refuses bad cuts with 400 naming them, and other users with 404", async () => {
    for (const body of [{ cuts: [[5, 25]] }, { cuts: [] }, { cuts: [[1]] }, { cuts: "x" }, {}]) {
      const res = await call(postEdit, "", owner.token, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Invalid cuts/);
    }
    const everything = await call(postEdit, "", owner.token, {
      cuts: [
        [0, 12],
        [10, 20],
      ],
    });
    expect(everything.status).toBe(400);
    expect((await call(postEdit, "", other.token, { cuts: [[5, 8]] })).status).toBe(404);
    expect((await call(postEdit, "", undefined, { cuts: [[5, 8]] })).status).toBe(401);
  });

  it("renders a 5-8 s cut of a 20 s clip: 17 s long, and the frame after the cut is the original's 3 s later", async () => {
    const original = await reloadVideo(database.db(), video.id);
    const uneditedKey = original?.mp4Key as string;
    // Overlapping ranges merge into one cut.
    const res = await call(postEdit, "", owner.token, {
      cuts: [
        [5, 7],
        [6.5, 8],
      ],
    });
    expect(res.status).toBe(202);
    const state = (await res.json()) as {
      status: string;
      pendingCuts: number[][];
      duration: number;
    };
    expect(state).toMatchObject({ status: "rendering", pendingCuts: [[5, 8]] });
    expect(Math.abs(state.duration - 17)).toBeLessThan(0.2);

    await worker().drain(120_000);
    const edited = (await reloadVideo(database.db(), video.id)) as Video;
    expect(edited.mp4Key).not.toBe(uneditedKey);
    expect(edited.duration).toBeCloseTo(17, 0);
    expect(
      Math.abs(Number(await ffprobeFormatDuration(fileOf(edited.mp4Key as string))) - 17),
    ).toBeLessThan(0.2);
    expect(
      await storage().head(
        `videos/${video.id}/sprite-${path.basename(edited.mp4Key as string, ".mp4")}.jpg`,
      ),
    ).not.toBeNull();
    expect(edited.updatedAt.getTime()).toBeGreaterThan(original?.updatedAt.getTime() ?? 0);

    const after = await grayFrame(fileOf(edited.mp4Key as string), 6);
    const same = meanAbsDiff(after, await grayFrame(fileOf(uneditedKey), 9));
    const unshifted = meanAbsDiff(after, await grayFrame(fileOf(uneditedKey), 6));
    expect(same).toBeLessThan(4);
    expect(unshifted).toBeGreaterThan(same * 3);

    const stateAfter = (await (
      await getEdit(
        apiRequest(`/api/videos/${video.id}/edit`, { token: owner.token }),
        routeParams({ id: String(video.id) }),
      )
    ).json()) as { status: string; cuts: number[][] };
    expect(stateAfter).toMatchObject({ status: "idle", cuts: [[5, 8]] });
  }, 180_000);

  it("moves comments, reactions, chapters and the transcript with the cut, pinning those inside it but the transcript's lines", async () => {
    expect(await timedItems()).toEqual({ comments: [4, 5, 7], reactions: [5, 12] });
    const row = (await reloadVideo(database.db(), video.id)) as Video;
    expect(JSON.parse(row.chapters ?? "[]")).toEqual([
      { title: "Intro", startTime: 0 },
      { title: "Middle", startTime: 5 },
      { title: "End", startTime: 9 },
    ]);
    // "Cut me" (6.5 s) was inside the cut: viewers no longer get it; the edit keeps it for a revert.
    expect(JSON.parse(row.transcript ?? "[]")).toEqual([
      { time: 1, text: "Hello" },
      { time: 6, text: "After" },
    ]);
  });

  it("reverts to the original duration and timeline; a second revert is 409", async () => {
    const res = await call(postRevert, "/revert", owner.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as VideoResponse;
    expect(Math.abs(body.duration - 20)).toBeLessThan(0.2);
    const row = (await reloadVideo(database.db(), video.id)) as Video;
    expect(
      Math.abs(Number(await ffprobeFormatDuration(fileOf(row.mp4Key as string))) - 20),
    ).toBeLessThan(0.2);
    expect(await timedItems()).toEqual({ comments: [4, 6, 10], reactions: [7.5, 15] });
    expect(JSON.parse(row.chapters ?? "[]")).toEqual([
      { title: "Intro", startTime: 0 },
      { title: "Middle", startTime: 6 },
      { title: "End", startTime: 12 },
    ]);
    expect((JSON.parse(row.transcript ?? "[]") as { time: number }[]).map((s) => s.time)).toEqual([
      1, 6.5, 9,
    ]);
    expect((await call(postRevert, "/revert", owner.token)).status).toBe(409);
    expect((await call(postRevert, "/revert", other.token)).status).toBe(404);
  });

  it("waits for a video's processing before rendering its edit", async () => {
    const db = database.db();
    await makeVp9Clip(path.join(temp.dir(), "clip3.webm"), 3);
    const fresh = await insertVideo(db, storage(), owner.id, path.join(temp.dir(), "clip3.webm"));
    await db.update(videos).set({ duration: 3 }).where(eq(videos.id, fresh.id));
    const res = await call(postEdit, "", owner.token, { cuts: [[0, 1]] }, fresh.id);
    expect(res.status).toBe(202);
    // The edit job comes up first while processing is still queued: it goes back to wait.
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() + 60_000) })
      .where(eq(jobs.kind, PROCESS_VIDEO));
    expect(await worker().runOnce()).toBe(true);
    const editJob = (await db.select().from(jobs).where(eq(jobs.videoId, fresh.id))).find(
      (j) => j.kind === EDIT_VIDEO,
    );
    expect(editJob).toMatchObject({ state: "queued", attempts: 0 });
    expect((await reloadVideo(db, fresh.id))?.processingStatus).toBe("queued");

    // Processing runs first; the edit, back after its wait, renders once the MP4 exists.
    await db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.kind, PROCESS_VIDEO));
    await worker().drain(120_000);
    await db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.kind, EDIT_VIDEO));
    await worker().drain(120_000);
    const done = (await reloadVideo(db, fresh.id)) as Video;
    expect(done.processingStatus).toBe("completed");
    expect(Math.abs(done.duration - 2)).toBeLessThan(0.2);
  }, 180_000);
});

describe("a failed edit", () => {
  it("tells the owner it failed without ffmpeg's own text", async () => {
    const db = database.db();
    const cuts: [number, number][] = [[1, 2]];
    await saveVideoEdit(db, video.id, { pendingCuts: cuts, status: "rendering", error: null });
    const job = { videoId: video.id, payload: { videoId: video.id, cuts } } as unknown as JobOf<
      typeof EDIT_VIDEO
    >;
    await failEdit(db, job, "/var/data/videos/1/video.mp4: Invalid data found (ffmpeg not found)");
    const state = (await (
      await getEdit(
        apiRequest(`/api/videos/${video.id}/edit`, { token: owner.token }),
        routeParams({ id: String(video.id) }),
      )
    ).json()) as { status: string; error: string | null };
    expect(state).toMatchObject({ status: "failed", error: EDIT_FAILED });
    await saveVideoEdit(db, video.id, { pendingCuts: null, status: "idle", error: null });
  });
});
