import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getMedia } from "@/app/api/videos/[id]/media/[kind]/route";
import { videos, type Video } from "@/db/schema";
import { thumbnailKey } from "@/lib/storage/keys";
import { runEditJob } from "@/lib/videos/processing/edit-video";
import { apiRequest, routeParams } from "../support/fixtures";
import { setUpEditJobs } from "./edit-jobs-support";
import { diskStorage, ffprobeFormatDuration, reloadVideo } from "./processing-support";
import { PNG_BYTES } from "./videos-fixtures";

// Repeated edits of one video are in videos-edit-repeated.test.ts.

const { database, owner, worker, processedVideo, requestEdit, queuedEditJob } = setUpEditJobs();
const storage = diskStorage;

async function thumbnailStatus(video: Video): Promise<number> {
  const res = await getMedia(
    apiRequest(`/api/videos/${video.id}/media/thumbnail`, { token: owner().token }),
    routeParams({ id: String(video.id), kind: "thumbnail" }),
  );
  return res.status;
}

describe("an edit's files", () => {
  it("keeps an uploaded thumbnail (under thumbnails/{userId}/) through a trim", async () => {
    const video = await processedVideo();
    const uploaded = thumbnailKey(owner().id, "thumbnail.png");
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
