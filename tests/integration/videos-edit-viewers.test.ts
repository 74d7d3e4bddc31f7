import { writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCaptions } from "@/app/api/videos/[id]/captions/route";
import { POST as postEdit } from "@/app/api/videos/[id]/edit/route";
import { GET as getMedia } from "@/app/api/videos/[id]/media/[kind]/route";
import { GET as getVideo } from "@/app/api/videos/[id]/route";
import { videos, type Video } from "@/db/schema";
import { placeOriginalTimedText } from "@/lib/videos/edit/timed-text";
import { findVideoEdit } from "@/lib/videos/edit/state";
import type { VideoResponse } from "@/lib/videos/serialize";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  diskStorage,
  ffprobeFormatDuration,
  insertVideo,
  makeVp9Clip,
  tempStorageForFile,
  quickWorker,
} from "./processing-support";

const database = useTestDatabase();
const temp = tempStorageForFile();
let owner: TestUser;
let other: TestUser;
let video: Video;

const storage = diskStorage;
const worker = () => quickWorker(database.db());
const id = () => String(video.id);

const TRANSCRIPT = JSON.stringify([
  { time: 1, text: "Kept before" },
  { time: 2.5, text: "The secret I cut" },
  { time: 5, text: "Kept after" },
]);

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db);
  other = await createTestUser(db);
  const clip = path.join(temp.dir(), "clip10.webm");
  await makeVp9Clip(clip, 10);
  video = await insertVideo(db, storage(), owner.id, clip);
  await worker().drain(120_000);
  const shared = { transcript: TRANSCRIPT, visibility: "public" as const };
  await db.update(videos).set(shared).where(eq(videos.id, video.id));
  const res = await postEdit(
    apiRequest(`/api/videos/${id()}/edit`, {
      token: owner.token,
      method: "POST",
      body: { cuts: [[2, 4]] },
    }),
    routeParams({ id: id() }),
  );
  expect(res.status).toBe(202);
  await worker().drain(120_000);
}, 240_000);

function media(kind: string, token: string, query = "") {
  return getMedia(
    apiRequest(`/api/videos/${id()}/media/${kind}${query}`, { token }),
    routeParams({ id: id(), kind }),
  );
}

async function secondsOf(res: Response): Promise<number> {
  const file = path.join(temp.dir(), `served-${Date.now()}.mp4`);
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  return Number(await ffprobeFormatDuration(file));
}

describe("an edited video, to someone else", () => {
  it("plays and downloads the cut; the original upload is the owner's alone", async () => {
    const played = await media("video", other.token);
    expect(played.status).toBe(200);
    expect(Math.abs((await secondsOf(played)) - 8)).toBeLessThan(0.3);
    const download = await media("video", other.token, "?download=1");
    expect(Math.abs((await secondsOf(download)) - 8)).toBeLessThan(0.3);
    for (const query of ["", "?download=1"]) {
      const res = await media("original", other.token, query);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Video not found", code: "video_not_found" });
    }
    const own = await media("original", owner.token);
    expect(own.status).toBe(200);
    expect(Math.abs((await secondsOf(own)) - 10)).toBeLessThan(0.3);
  });

  it("says nothing the owner cut in the captions or the video's transcript", async () => {
    const captions = await getCaptions(
      apiRequest(`/api/videos/${id()}/captions`, { token: other.token }),
      routeParams({ id: id() }),
    );
    const vtt = await captions.text();
    expect(vtt).toContain("Kept before");
    expect(vtt).toContain("Kept after");
    expect(vtt).not.toContain("secret");
    const res = await getVideo(
      apiRequest(`/api/videos/${id()}`, { token: other.token }),
      routeParams({ id: id() }),
    );
    const body = (await res.json()) as VideoResponse;
    expect(JSON.parse(body.transcript ?? "[]")).toEqual([
      { time: 1, text: "Kept before" },
      { time: 3, text: "Kept after" },
    ]);
    // The edit keeps the whole transcript, so a revert brings the cut line back.
    expect((await findVideoEdit(database.db(), video.id))?.sourceTranscript).toBe(TRANSCRIPT);
  });

  it("a transcript made again from the original is put on the edited timeline, minus the cut", async () => {
    const made = JSON.stringify([
      { time: 0.5, text: "New start" },
      { time: 3, text: "Cut again" },
      { time: 9, text: "New end" },
    ]);
    const placed = await placeOriginalTimedText(database.db(), video.id, {
      transcript: made,
      chapters: JSON.stringify([{ title: "End", startTime: 9 }]),
    });
    expect(JSON.parse(placed.transcript ?? "")).toEqual([
      { time: 0.5, text: "New start" },
      { time: 7, text: "New end" },
    ]);
    expect(JSON.parse(placed.chapters ?? "")).toEqual([{ title: "End", startTime: 7 }]);
    expect((await findVideoEdit(database.db(), video.id))?.sourceTranscript).toBe(made);
  });
});
