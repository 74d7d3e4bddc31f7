import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, type Video } from "@/db/schema";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import type { Storage } from "@/lib/storage/types";
import { findVideoEdit } from "@/lib/videos/edit/state";
import { EDIT_VIDEO } from "@/lib/videos/jobs";
import { runEditJob } from "@/lib/videos/processing/edit-video";
import { setUpEditJobs } from "./edit-jobs-support";
import { diskStorage, reloadVideo } from "./processing-support";

// What an edit's render keeps of the video's files is in videos-edit-jobs.test.ts.

const { database, worker, processedVideo, requestEdit, queuedEditJob } = setUpEditJobs();
const storage = diskStorage;

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
