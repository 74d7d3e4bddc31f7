import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postComment } from "@/app/api/videos/[id]/comments/route";
import { POST as postCtaClick } from "@/app/api/videos/[id]/cta-click/route";
import { POST as postView } from "@/app/api/videos/[id]/view/route";
import { subscriptions, webhookDeliveries, type Video } from "@/db/schema";
import type { CreatedLink } from "@/lib/audience/shared";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import { createWorker } from "@/lib/worker/worker";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { giveEmail, patchGate } from "./email-gate-support";
import { createLink, openTrackedLink } from "./engagement-support";
import * as processing from "./processing-support";
import { insertVideo, subscribe } from "./videos-fixtures";
import { createHook, deliveryWorker, useReceiver } from "./webhooks-support";
import { addMember } from "./workspaces-support";
import { createWorkspace } from "@/lib/workspaces/manage";

const database = useTestDatabase();
const temp = processing.tempStorageForFile();
let owner: TestUser;
let video: Video;
const receiver = useReceiver(database);

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  await subscribe(db, owner.id, "yearly");
  const cta = { label: "Book a call", url: "https://cal.example.com" };
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20, title: "Demo", cta });
});

type Event = { type: string; data: Record<string, unknown> };
const events = () => receiver().received.map((request) => JSON.parse(request.body) as Event);

async function hook(events: string[], workspaceId?: number) {
  const { response } = await createHook(owner, { url: receiver().url, events, workspaceId });
  expect(response.status).toBe(201);
}

describe("events from the places they happen", () => {
  it("a tracked link: identified once per link, then its view and click as the recipient", async () => {
    await hook(["viewer.identified", "video.viewed", "video.cta_clicked"]);
    const made = await createLink(video.id, owner.token, {
      recipientName: "Jane",
      company: "Acme",
    });
    const link = (await made.json()) as CreatedLink;
    const { cookie } = await openTrackedLink(video.id, link.token, "dev-user-701");
    await openTrackedLink(video.id, link.token, "dev-user-702");
    const params = routeParams({ id: String(video.id) });
    const asJane = (what: string) =>
      apiRequest(`/api/videos/${video.id}/${what}`, {
        cookie,
        anonymousId: "dev-user-701",
        method: "POST",
      });
    expect((await postView(asJane("view"), params)).status).toBe(200);
    expect((await postCtaClick(asJane("cta-click"), params)).status).toBe(204);
    await deliveryWorker(database.db()).drain(10_000);

    const jane = { type: "recipient", linkId: link.id, name: "Jane", email: null, company: "Acme" };
    const byType = Object.fromEntries(events().map((event) => [event.type, event.data]));
    expect(
      events()
        .map((event) => event.type)
        .sort(),
    ).toEqual(["video.cta_clicked", "video.viewed", "viewer.identified"]);
    expect(byType["viewer.identified"]).toMatchObject({ viewer: jane, video: { id: video.id } });
    expect(byType["video.viewed"]).toMatchObject({ viewer: jane });
    expect(byType["video.cta_clicked"]).toMatchObject({
      viewer: jane,
      cta: { label: "Book a call", url: "https://cal.example.com" },
    });
  });

  it("a comment by a viewer from the email gate names them", async () => {
    await hook(["comment.created"]);
    const gated = await insertVideo(database.db(), owner.id, { isPrivate: false, duration: 20 });
    expect((await patchGate(gated.id, owner.token, true)).status).toBe(200);
    const browser = { anonymousId: "dev-user-703" };
    const { cookie } = await giveEmail(gated.id, browser, { email: "pat@prospect.io" });
    const posted = await postComment(
      apiRequest(`/api/videos/${gated.id}/comments`, {
        ...browser,
        cookie,
        method: "POST",
        body: { content: "Pricing?" },
      }),
      routeParams({ id: String(gated.id) }),
    );
    expect(posted.status).toBe(201);
    await deliveryWorker(database.db()).drain(10_000);
    const [comment] = events().filter((event) => event.type === "comment.created");
    expect(comment?.data).toMatchObject({
      video: { id: gated.id },
      viewer: { type: "gated", name: null, email: "pat@prospect.io" },
      comment: { content: "Pricing?" },
    });
  });

  it("video.ready when processing completes", async () => {
    const db = database.db();
    const storage = temp.storage();
    await hook(["video.ready"]);
    const clip = path.join(temp.dir(), "ready.webm");
    await processing.makeVp9Clip(clip, 1);
    const ready = await processing.insertVideo(db, storage, owner.id, clip);
    const worker = createWorker({ db, storage, logger: processing.quietLogger });
    await worker.runOnce();
    await deliveryWorker(db).drain(10_000);
    expect(events()).toMatchObject([{ type: "video.ready", data: { video: { id: ready.id } } }]);
  });

  it("a private video of a team workspace sends nothing: it is its creator's alone", async () => {
    const db = database.db();
    const team = await createWorkspace(db, owner.id, "Team");
    const creator = await createTestUser(db);
    await addMember(db, team.id, creator.id, "creator");
    await hook(["video.ready"], team.id);
    const hidden = await insertVideo(db, creator.id, { isPrivate: true, workspaceId: team.id });
    const shared = await insertVideo(db, creator.id, {
      visibility: "workspace",
      workspaceId: team.id,
    });
    await emitWorkspaceEvent(db, { type: "video.ready", videoId: hidden.id });
    await emitWorkspaceEvent(db, { type: "video.ready", videoId: shared.id });
    const rows = await db.select().from(webhookDeliveries);
    expect(rows.map((row) => (row.payload.data as { video: { id: number } }).video.id)).toEqual([
      shared.id,
    ]);
  });

  it("a workspace that lost Pro Annual gets nothing more: its deliveries are skipped", async () => {
    const db = database.db();
    const lapsing = await createTestUser(db);
    await subscribe(db, lapsing.id, "yearly");
    const own = await insertVideo(db, lapsing.id, { isPrivate: false });
    const { response } = await createHook(lapsing, {
      url: receiver().url,
      events: ["video.ready"],
    });
    expect(response.status).toBe(201);
    await db.delete(subscriptions).where(eq(subscriptions.userId, lapsing.id));
    await emitWorkspaceEvent(db, { type: "video.ready", videoId: own.id });
    await deliveryWorker(db).drain(5_000);
    expect(receiver().received).toHaveLength(0);
    const [row] = await db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "skipped" });
  });
});
