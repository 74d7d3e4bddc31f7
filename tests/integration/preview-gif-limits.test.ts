import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Video } from "@/db/schema";
import { LINK_PREVIEWS_PER_MINUTE, findLinkPreviewGif } from "@/lib/audience/link-preview-gif";
import type { CreatedLink } from "@/lib/audience/shared";
import { enforceRateLimit } from "@/lib/rate-limit";
import { getStorage } from "@/lib/storage";
import { createS3Storage } from "@/lib/storage/s3";
import { previewGifKey, refreshPreviewGif } from "@/lib/videos/preview-gif";
import { createTestUser, type TestUser } from "../support/fixtures";
import { startS3rver } from "../support/s3rver";
import { watchToolRuns, type ToolRun } from "../support/spawn-watch";
import { useTestDatabase } from "../support/test-database";
import { createLink } from "./engagement-support";
import { makePreviewClips, probe, processedVideo as processedVideo_ } from "./preview-gif-support";
import { subscribe } from "./videos-fixtures";

// The email preview where it is bounded: a remote store's download, and recipients' makes a minute.

const database = useTestDatabase();
let dir = "";
let owner: TestUser;
let video: Video;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-preview-limits-"));
  await makePreviewClips(dir);
  const db = database.db();
  owner = await createTestUser(db);
  await subscribe(db, owner.id, "yearly");
  video = await processedVideo();
  expect(await refreshPreviewGif(db, getStorage(), video.id)).toBe("made");
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const processedVideo = () => processedVideo_(database.db(), owner.id, dir);

describe("on a remote store", () => {
  it("reads only the opening of the MP4, and the preview still holds its first seconds", async () => {
    const s3 = await startS3rver();
    try {
      const storage = createS3Storage(s3.settings);
      const db = database.db();
      const row = await processedVideo();
      const mp4 = await readFile(path.join(dir, "v.mp4"));
      await storage.put(row.mp4Key!, mp4, { contentType: "video/mp4" });
      const png = await readFile(path.join(dir, "thumb.png"));
      await storage.put(row.thumbnailKey!, png, { contentType: "image/png" });
      const whole = vi.spyOn(storage, "toLocalFile");
      const sourceBytes = Math.ceil(mp4.length * 0.8);
      expect(await refreshPreviewGif(db, storage, row.id, { sourceBytes })).toBe("made");
      expect(whole.mock.calls.map(([key]) => key)).toEqual([row.thumbnailKey]);
      const stored = await storage.get(previewGifKey(row.id));
      const file = path.join(dir, "remote.gif");
      await writeFile(file, Buffer.from(await new Response(stored!.body).arrayBuffer()));
      expect((await probe(file)).frames).toBeGreaterThanOrEqual(20);
    } finally {
      await s3.close();
    }
  });
});

describe("the recipients' previews a video may have made", () => {
  it("past the minute's limit, answers the video's preview without running ffmpeg", async () => {
    const db = database.db();
    const rule = { key: `link-preview:${video.id}`, windowSeconds: 60, message: () => "limited" };
    for (let i = 0; i < LINK_PREVIEWS_PER_MINUTE; i++) {
      // The greetings made above count too: the bucket may be full before the loop ends.
      await enforceRateLimit(db, { ...rule, limit: LINK_PREVIEWS_PER_MINUTE }).catch(() => null);
    }
    const created = await createLink(video.id, owner.token, { recipientName: "Walter Skinner" });
    const { token } = (await created.json()) as CreatedLink;
    const runs: ToolRun[] = [];
    const watch = watchToolRuns((tool) => runs.push(tool));
    const media = await findLinkPreviewGif(db, getStorage(), { token });
    watch.stop();
    expect(media.key).toBe(previewGifKey(video.id));
    expect(runs).toEqual([]);
  });
});
