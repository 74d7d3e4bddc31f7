import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { POST as postEdit } from "@/app/api/videos/[id]/edit/route";
import { jobs, type Video } from "@/db/schema";
import { parseJobOfKind, type JobOf } from "@/lib/jobs/kinds";
import { EDIT_VIDEO } from "@/lib/videos/jobs";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  diskStorage,
  insertVideo,
  makeVp9Clip,
  quickWorker,
  reloadVideo,
  tempStorageForFile,
} from "./processing-support";

/**
 * What the edit-job test files share: a database, an owner, a processed 6 s clip per test, and
 * the owner's edit request. Split in two files so the two workers render them side by side.
 */
export function setUpEditJobs() {
  const database = useTestDatabase();
  const temp = tempStorageForFile();
  let owner: TestUser | undefined;
  let clip = "";

  beforeAll(async () => {
    owner = await createTestUser(database.db());
    clip = path.join(temp.dir(), "clip6.webm");
    await makeVp9Clip(clip, 6);
  }, 60_000);

  const theOwner = (): TestUser => {
    if (!owner) throw new Error("owner not created yet");
    return owner;
  };
  const worker = () => quickWorker(database.db());

  async function processedVideo(): Promise<Video> {
    const video = await insertVideo(database.db(), diskStorage(), theOwner().id, clip);
    await worker().drain(120_000);
    return (await reloadVideo(database.db(), video.id)) as Video;
  }

  function requestEdit(video: Video, cuts: number[][]) {
    return postEdit(
      apiRequest(`/api/videos/${video.id}/edit`, {
        token: theOwner().token,
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

  return { database, owner: theOwner, worker, processedVideo, requestEdit, queuedEditJob };
}
