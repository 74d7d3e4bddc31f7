import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postComment } from "@/app/api/videos/[id]/comments/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import { jobs, webhookDeliveries, webhookEndpoints, type Video } from "@/db/schema";
import { DELIVER_WEBHOOK, emitWorkspaceEvent } from "@/lib/webhooks/emit";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/shared";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, subscribe } from "./videos-fixtures";
import {
  allowPrivateWebhooks,
  createdHook,
  createHook,
  removeHook,
  deliveriesOf,
  deliveryWorker,
  useReceiver,
  webhookRoutes,
} from "./webhooks-support";
import { call } from "./workspaces-support";

const database = useTestDatabase();
let owner: TestUser;
let viewer: TestUser;
let video: Video;
const receiver = useReceiver(database);

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  viewer = await createTestUser(db, { firstName: "Vic", lastName: "Viewer" });
  await subscribe(db, owner.id, "yearly");
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20, title: "Q3 demo" });
});

const hookFor = (events: string[], format = "json") =>
  createdHook(owner, { url: receiver().url, events, format });

const removeOwnHook = (id: number) => removeHook(owner, id);

const comment = (content: string) =>
  postComment(
    apiRequest(`/api/videos/${video.id}/comments`, {
      token: viewer.token,
      method: "POST",
      body: { content },
    }),
    routeParams({ id: String(video.id) }),
  );

describe("webhook deliveries", () => {
  it("signs each event per Standard Webhooks; the verifier accepts it", async () => {
    const hook = await hookFor(["comment.created"]);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // Kept sealed: the database alone holds nothing that signs.
    const [stored] = await database
      .db()
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, hook.id));
    expect(stored?.secret).toMatch(/^sealed:v1:/);
    expect(stored?.secret).not.toContain(hook.secret.slice(6));
    expect((await comment("Looks great")).status).toBe(201);
    await deliveryWorker(database.db()).drain(5_000);

    expect(receiver().received).toHaveLength(1);
    const [request] = receiver().received;
    const headers = request?.headers as Record<string, string>;
    const event = new Webhook(hook.secret).verify(request?.body ?? "", headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(event.type).toBe("comment.created");
    expect(event.data).toMatchObject({
      workspaceId: video.workspaceId,
      video: { id: video.id, title: "Q3 demo", url: `http://127.0.0.1:3000/video/${video.id}` },
      comment: { content: "Looks great", authorName: "Vic Viewer" },
    });
    expect(headers["webhook-id"]).toMatch(/^msg_[A-Za-z0-9_-]{26}$/);
    const tampered = { ...headers, "webhook-signature": "v1,AAAA" };
    expect(() => new Webhook(hook.secret).verify(request?.body ?? "", tampered)).toThrow();

    const [delivery] = await deliveriesOf(owner, hook.id);
    expect(delivery).toMatchObject({
      eventType: "comment.created",
      status: "delivered",
      attempts: 1,
      lastResponseCode: 200,
      lastError: null,
    });
    await removeOwnHook(hook.id);
  });

  it("retries after a 500 with backoff, then delivers the same event id", async () => {
    const hook = await hookFor(["comment.created"]);
    receiver().answers.push({ status: 500 });
    await comment("Retry me");
    const worker = deliveryWorker(database.db(), 60_000);
    expect(await worker.runOnce()).toBe(true);
    const [failed] = await deliveriesOf(owner, hook.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastResponseCode: 500 });
    expect(failed?.lastError).toBe("The receiver answered 500");
    // Not runnable before its backoff has passed.
    expect(await worker.runOnce()).toBe(false);
    const [job] = await database.db().select().from(jobs).where(eq(jobs.kind, DELIVER_WEBHOOK));
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());

    // The backoff passes: the job is due now.
    await database
      .db()
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, job!.id));
    expect(await worker.runOnce()).toBe(true);
    const [delivered] = await deliveriesOf(owner, hook.id);
    expect(delivered).toMatchObject({ status: "delivered", attempts: 2, lastResponseCode: 200 });
    const ids = receiver().received.map((request) => request.headers["webhook-id"]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    await removeOwnHook(hook.id);
  });

  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    const hook = await hookFor(["comment.created"]);
    receiver().answers.push({ status: 302, headers: { location: `${receiver().url}/elsewhere` } });
    await comment("Redirect me");
    await deliveryWorker(database.db(), 60_000).runOnce();
    expect(receiver().received).toHaveLength(1);
    const [delivery] = await deliveriesOf(owner, hook.id);
    expect(delivery).toMatchObject({ status: "pending", lastResponseCode: 302 });
    await removeOwnHook(hook.id);
  });

  it("delivers an event at most once per webhook, however often it is emitted", async () => {
    const hook = await hookFor([...WEBHOOK_EVENTS]);
    const db = database.db();
    const event = { type: "video.ready" as const, videoId: video.id, key: String(video.id) };
    await emitWorkspaceEvent(db, event);
    await emitWorkspaceEvent(db, event);
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id));
    expect(rows).toHaveLength(1);
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, DELIVER_WEBHOOK), eq(jobs.state, "queued")));
    expect(queued).toHaveLength(1);
    await removeOwnHook(hook.id);
  });

  it("reports each quarter a viewer reaches once, however many beacons or sessions", async () => {
    const hook = await hookFor(["video.milestone"]);
    const beacon = (sessionId: string, to: number) =>
      postWatch(
        apiRequest(`/api/videos/${video.id}/watch`, {
          token: viewer.token,
          method: "POST",
          body: { sessionId, ranges: [[0, to]], position: to },
        }),
        routeParams({ id: String(video.id) }),
      );
    expect((await beacon("milestone-a", 12)).status).toBe(204);
    expect((await beacon("milestone-b", 19)).status).toBe(204);
    expect((await beacon("milestone-c", 19)).status).toBe(204);
    await deliveryWorker(database.db()).drain(10_000);
    const percents = receiver().received.map(
      (request) => (JSON.parse(request.body) as { data: { percent: number } }).data.percent,
    );
    expect(percents.sort((a, b) => a - b)).toEqual([25, 50, 75, 100]);
    const viewerOf = JSON.parse(receiver().received[0]?.body ?? "{}") as {
      data: { viewer: unknown };
    };
    expect(viewerOf.data.viewer).toEqual({ type: "user", id: viewer.id, name: "Vic Viewer" });
    await removeOwnHook(hook.id);
  });

  it("posts a Slack message ({ text, blocks }) to a slack webhook, unsigned", async () => {
    const hook = await hookFor(["comment.created"], "slack");
    await comment("Ship it <now> & then");
    await deliveryWorker(database.db()).drain(5_000);
    const [request] = receiver().received;
    expect(request?.headers["webhook-signature"]).toBeUndefined();
    const message = JSON.parse(request?.body ?? "{}") as { text: string; blocks: unknown[] };
    expect(message.text).toBe(
      'Vic Viewer commented on "Q3 demo": "Ship it &lt;now&gt; &amp; then"',
    );
    expect(message.blocks[0]).toEqual({
      type: "section",
      text: {
        type: "mrkdwn",
        text: `Vic Viewer commented on <http://127.0.0.1:3000/video/${video.id}|Q3 demo>: "Ship it &lt;now&gt; &amp; then"`,
      },
    });
    await removeOwnHook(hook.id);
  });

  it("sends a test event to one webhook on request", async () => {
    const hook = await hookFor(["video.ready"]);
    const test = await call(
      webhookRoutes.postTest,
      `/api/webhooks/${hook.id}/test`,
      { id: hook.id },
      owner,
      { method: "POST" },
    );
    expect(test.status).toBe(202);
    expect(await test.json()).toMatchObject({ eventType: "webhook.test", status: "pending" });
    await deliveryWorker(database.db()).drain(5_000);
    const event = new Webhook(hook.secret).verify(
      receiver().received[0]?.body ?? "",
      receiver().received[0]?.headers as Record<string, string>,
    );
    expect(event).toMatchObject({ type: "webhook.test", data: { webhookId: hook.id } });
    await removeOwnHook(hook.id);
  });
});

describe("address rules without WEBHOOKS_ALLOW_PRIVATE", () => {
  beforeAll(() => allowPrivateWebhooks(false));
  afterAll(() => allowPrivateWebhooks(true));

  it.each([
    ["http://127.0.0.1:9/hooks", /https/],
    ["https://127.0.0.1/hooks", /127\.0\.0\.1, which is not a public address/],
    ["https://localhost/hooks", /localhost is at .*not a public address/],
    ["https://10.0.0.8/hooks", /not a public address/],
    ["https://169.254.169.254/latest", /not a public address/],
    ["https://[::1]/hooks", /not a public address/],
    ["https://[fd00::1]/hooks", /not a public address/],
  ])("refuses %s with 400 webhook_url_not_allowed", async (url, message) => {
    const { response } = await createHook(owner, { url, events: ["video.ready"] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe("webhook_url_not_allowed");
    expect(body.message).toMatch(message);
  });

  it("refuses at delivery too, once and for good, without reaching the receiver", async () => {
    allowPrivateWebhooks(true);
    const hook = await hookFor(["comment.created"]);
    allowPrivateWebhooks(false);
    await comment("Should not leave");
    await deliveryWorker(database.db()).drain(5_000);
    expect(receiver().received).toHaveLength(0);
    const [delivery] = await deliveriesOf(owner, hook.id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, lastResponseCode: null });
    expect(delivery?.lastError).toMatch(/https/);
    await removeOwnHook(hook.id);
  });
});
