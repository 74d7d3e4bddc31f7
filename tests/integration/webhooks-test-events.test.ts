import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/db/schema";
import { TESTS_PER_USER_PER_HOUR, TESTS_PER_WEBHOOK_PER_HOUR } from "@/lib/webhooks/shared";
import { createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { subscribe } from "./videos-fixtures";
import {
  createdHook,
  createHook,
  removeHook,
  deliveriesOf,
  deliveryWorker,
  useReceiver,
  webhookRoutes,
} from "./webhooks-support";
import { call } from "./workspaces-support";

// POST /api/webhooks/{id}/test: counted per webhook and per user, and tried once against a real
// local receiver.

const database = useTestDatabase();
let owner: TestUser;
const receiver = useReceiver(database);

beforeAll(async () => {
  owner = await createTestUser(database.db());
  await subscribe(database.db(), owner.id, "yearly");
});

const hookFor = (events: string[]) => createdHook(owner, { url: receiver().url, events });

const removeOwnHook = (id: number) => removeHook(owner, id);

const sendTest = (who: TestUser, id: number) =>
  call(webhookRoutes.postTest, `/api/webhooks/${id}/test`, { id }, who, { method: "POST" });

describe("test events", () => {
  it(`allows ${TESTS_PER_WEBHOOK_PER_HOUR} tests per webhook an hour, then answers 429`, async () => {
    const hook = await hookFor(["video.ready"]);
    for (let i = 0; i < TESTS_PER_WEBHOOK_PER_HOUR; i++) {
      expect((await sendTest(owner, hook.id)).status).toBe(202);
    }
    const refused = await sendTest(owner, hook.id);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await removeOwnHook(hook.id);
  });

  it(`allows ${TESTS_PER_USER_PER_HOUR} tests per user an hour, across webhooks`, async () => {
    const db = database.db();
    const admin = await createTestUser(db);
    await subscribe(db, admin.id, "yearly");
    const hooks: number[] = [];
    const perHook = TESTS_PER_WEBHOOK_PER_HOUR;
    for (let i = 0; i * perHook < TESTS_PER_USER_PER_HOUR; i++) {
      const { response, hook } = await createHook(admin, {
        url: receiver().url,
        events: ["video.ready"],
      });
      expect(response.status).toBe(201);
      hooks.push(hook.id);
    }
    for (let sent = 0; sent < TESTS_PER_USER_PER_HOUR; sent++) {
      expect((await sendTest(admin, hooks[Math.floor(sent / perHook)]!)).status).toBe(202);
    }
    const { hook: fresh } = await createHook(admin, {
      url: receiver().url,
      events: ["video.ready"],
    });
    expect((await sendTest(admin, fresh.id)).status).toBe(429);
  });

  it("is attempted once: a failing test is failed at once, never retried", async () => {
    const hook = await hookFor(["video.ready"]);
    receiver().answers.push({ status: 500 }, { status: 500 });
    expect((await sendTest(owner, hook.id)).status).toBe(202);
    await deliveryWorker(database.db(), 1).drain(5_000);
    expect(receiver().received).toHaveLength(1);
    const [delivery] = await deliveriesOf(owner, hook.id);
    expect(delivery).toMatchObject({
      eventType: "webhook.test",
      status: "failed",
      attempts: 1,
      lastResponseCode: 500,
      lastError: "The receiver answered 500",
    });
    const queued = await database.db().select().from(jobs).where(eq(jobs.state, "queued"));
    expect(queued).toEqual([]);
    await removeOwnHook(hook.id);
  });
});
