import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attachments, jobs, stripeEvents, uploadedImages, videos, videoViews } from "@/db/schema";
import { runMaintenance } from "@/lib/worker/maintenance";
import { enqueueStorageCleanup } from "@/lib/storage/cleanup";
import { createWorker } from "@/lib/worker/worker";
import { recordUploadedImage } from "@/lib/attachments/orphan-images";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { quietLogger, tempStorageForFile } from "./processing-support";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";

const database = useTestDatabase();
const temp = tempStorageForFile();

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function storeImage(key: string) {
  await temp.storage().put(key, new Uint8Array([1, 2, 3]), { contentType: "image/png" });
}

describe("periodic maintenance", () => {
  it("removes images never attached after a day, and keeps attached and recent ones", async () => {
    const db = database.db();
    const storage = temp.storage();
    const user = await createTestUser(db);
    const [video] = await db
      .insert(videos)
      .values({
        userId: user.id,
        workspaceId: await ensurePersonalWorkspace(db, user.id),
        originalKey: "videos/1/original.webm",
      })
      .returning();
    if (!video) throw new Error("no video");
    const orphan = `attachments/${user.id}/1-aaaaaa-orphan.png`;
    const attached = `attachments/${user.id}/2-bbbbbb-attached.png`;
    const recent = `attachments/${user.id}/3-cccccc-recent.png`;
    for (const key of [orphan, attached, recent]) {
      await storeImage(key);
      await recordUploadedImage(db, { key, userId: user.id, size: 3 });
    }
    await db
      .update(uploadedImages)
      .set({ createdAt: daysAgo(2) })
      .where(eq(uploadedImages.userId, user.id));
    await db
      .update(uploadedImages)
      .set({ createdAt: new Date() })
      .where(eq(uploadedImages.key, recent));
    await db.insert(attachments).values({
      videoId: video.id,
      userId: user.id,
      attachmentType: "image",
      imageKey: attached,
    });

    const report = await runMaintenance(db, storage);

    expect(report.orphanImages).toBe(1);
    expect(await storage.head(orphan)).toBeNull();
    expect(await storage.head(attached)).not.toBeNull();
    expect(await storage.head(recent)).not.toBeNull();
    const left = await db.select({ key: uploadedImages.key }).from(uploadedImages);
    expect(left.map((r) => r.key)).toEqual([recent]);
  });

  it("prunes finished jobs, views and Stripe events older than 90 days", async () => {
    const db = database.db();
    const user = await createTestUser(db);
    const [video] = await db
      .insert(videos)
      .values({
        userId: user.id,
        workspaceId: await ensurePersonalWorkspace(db, user.id),
        originalKey: "videos/2/original.webm",
      })
      .returning();
    if (!video) throw new Error("no video");
    const old = daysAgo(91);
    const [oldDone, oldQueued, newDone] = await db
      .insert(jobs)
      .values([
        { kind: "process-video", videoId: video.id, state: "completed", updatedAt: old },
        { kind: "process-video", videoId: video.id, state: "queued", updatedAt: old },
        { kind: "process-video", videoId: video.id, state: "failed", updatedAt: daysAgo(89) },
      ])
      .returning();
    await db.insert(videoViews).values([
      { videoId: video.id, viewerKey: "old", viewedAt: old },
      { videoId: video.id, viewerKey: "new", viewedAt: daysAgo(1) },
    ]);
    await db.insert(stripeEvents).values([
      { id: "evt_old", type: "x", processedAt: old },
      { id: "evt_new", type: "x", processedAt: daysAgo(1) },
    ]);

    const { pruned } = await runMaintenance(db, temp.storage());

    expect(pruned).toEqual({ jobs: 1, views: 1, stripeEvents: 1 });
    const jobIds = (await db.select({ id: jobs.id }).from(jobs)).map((r) => r.id);
    expect(jobIds).not.toContain(oldDone?.id);
    expect(jobIds).toEqual(expect.arrayContaining([oldQueued?.id, newDone?.id]));
    const views = await db.select({ key: videoViews.viewerKey }).from(videoViews);
    expect(views.map((v) => v.key)).toEqual(["new"]);
    const events = await db.select({ id: stripeEvents.id }).from(stripeEvents);
    expect(events.map((e) => e.id)).toEqual(["evt_new"]);
  });
});

describe("storage clean-up job", () => {
  it("deletes the files it names, retrying while storage fails", async () => {
    const db = database.db();
    const storage = temp.storage();
    await storeImage("videos/77/original.webm");
    await storeImage("videos/77/video.mp4");
    await storeImage("attachments/u/1-aaaaaa-x.png");
    await db.delete(jobs);
    let failures = 1;
    const flaky = new Proxy(storage, {
      get(target, property, receiver) {
        if (property !== "deletePrefix") return Reflect.get(target, property, receiver);
        return async (prefix: string) => {
          if (failures-- > 0) throw new Error("storage unavailable");
          return target.deletePrefix(prefix);
        };
      },
    });
    await enqueueStorageCleanup(db, {
      prefixes: ["videos/77/"],
      keys: ["attachments/u/1-aaaaaa-x.png"],
    });
    const worker = createWorker({ db, storage: flaky, backoffBaseMs: 0, logger: quietLogger });

    expect(await worker.runOnce()).toBe(true);
    expect(await storage.head("videos/77/original.webm")).not.toBeNull();
    const [afterFailure] = await db.select().from(jobs);
    expect(afterFailure?.state).toBe("queued");

    expect(await worker.runOnce()).toBe(true);
    expect(await storage.head("videos/77/original.webm")).toBeNull();
    expect(await storage.head("videos/77/video.mp4")).toBeNull();
    expect(await storage.head("attachments/u/1-aaaaaa-x.png")).toBeNull();
    const [done] = await db.select().from(jobs);
    expect(done?.state).toBe("completed");
  });
});
