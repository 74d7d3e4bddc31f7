import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { enqueue } from "@/lib/jobs/enqueue";
import type { JobHandlers } from "@/lib/jobs/types";
import { PROCESS_VIDEO } from "@/lib/videos/jobs";
import { createWorker } from "@/lib/worker/worker";
import { quietLogger, tempStorageForFile } from "./processing-support";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const temp = tempStorageForFile();

/** Never called: it only has to compile, or fail to where a payload does not fit its kind. */
export async function enqueueChecksPayloadsAtCompileTime(db: DbOrTx): Promise<void> {
  await enqueue(db, PROCESS_VIDEO, { videoId: 1 });
  // @ts-expect-error a video id is a number
  await enqueue(db, PROCESS_VIDEO, { videoId: "1" });
  // @ts-expect-error a process-video job names its video
  await enqueue(db, PROCESS_VIDEO, {});
  // @ts-expect-error no such kind
  await enqueue(db, "render-cut", { videoId: 1 });
}

describe("job payloads", () => {
  it("fails a job whose payload does not fit its kind at once, without running its handler", async () => {
    const db = database.db();
    const [inserted] = await db
      .insert(jobs)
      .values({ kind: PROCESS_VIDEO, payload: { videoId: "abc" }, maxAttempts: 3 })
      .returning();
    const seen: string[] = [];
    const handlers: JobHandlers = {
      [PROCESS_VIDEO]: {
        run: async () => void seen.push("run"),
        retrying: async () => void seen.push("retrying"),
        failed: async () => void seen.push("failed"),
      },
    };
    const worker = createWorker({ db, storage: temp.storage(), handlers, logger: quietLogger });

    expect(await worker.runOnce()).toBe(true);

    expect(seen).toEqual([]);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, inserted!.id));
    expect(job).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError:
        'Invalid payload for job kind "process-video": videoId: Invalid input: expected number, received string',
    });
    expect(await worker.runOnce()).toBe(false);
  });

  it("hands the handler the payload its kind's schema parsed", async () => {
    const db = database.db();
    await db.insert(jobs).values({ kind: "delete-storage", payload: { keys: ["a"] } });
    const payloads: unknown[] = [];
    const handlers: JobHandlers = {
      "delete-storage": { run: async (job) => void payloads.push(job.payload) },
    };
    const worker = createWorker({ db, storage: temp.storage(), handlers, logger: quietLogger });

    expect(await worker.runOnce()).toBe(true);

    expect(payloads).toEqual([{ keys: ["a"], prefixes: [] }]);
  });
});
