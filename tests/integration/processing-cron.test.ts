import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/cron/process/route";
import { getStorage } from "@/lib/storage";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, makeVp9Clip, reloadVideo, tempStorageForFile } from "./processing-support";

// Read by config() on first use, which comes after this line.
process.env.CRON_SECRET = "cron-test-secret";

const database = useTestDatabase();
const temp = tempStorageForFile();

const call = (authorization?: string) =>
  GET(
    new Request("http://127.0.0.1/api/cron/process", {
      headers: authorization ? { authorization } : {},
    }),
  );

describe("GET /api/cron/process", () => {
  it("answers 401 without the right bearer secret, and runs nothing", async () => {
    const db = database.db();
    const clip = path.join(temp.dir(), "untouched.webm");
    await makeVp9Clip(clip, 1);
    const video = await insertVideo(db, getStorage(), (await createTestUser(db)).id, clip);
    expect((await call()).status).toBe(401);
    const wrong = await call("Bearer nope");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
    expect((await reloadVideo(db, video.id))?.processingStatus).toBe("queued");
  });

  it("with the secret, drains the queued job: the video is processed and its MP4 stored", async () => {
    const db = database.db();
    const clip = path.join(temp.dir(), "clip.webm");
    await makeVp9Clip(clip, 2);
    const video = await insertVideo(db, getStorage(), (await createTestUser(db)).id, clip);

    const response = await call("Bearer cron-test-secret");

    expect(response.status).toBe(200);
    // The first test's video is still queued: the route drains both, and the automatic
    // transcript and the email preview GIF each one's processing queues.
    expect(await response.json()).toMatchObject({ processed: 6, abandonedUploads: 0 });
    const row = await reloadVideo(db, video.id);
    expect(row).toMatchObject({
      processingStatus: "completed",
      mp4Key: `videos/${video.id}/video.mp4`,
    });
    expect(await getStorage().head(`videos/${video.id}/video.mp4`)).not.toBeNull();
  });
});
