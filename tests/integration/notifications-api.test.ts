import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/notifications/route";
import { POST as readRoute } from "@/app/api/notifications/read/route";
import { POST as postComment } from "@/app/api/videos/[id]/comments/route";
import { POST as postReaction } from "@/app/api/videos/[id]/reactions/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import { notifications, videos, type Video } from "@/db/schema";
import type { CommentResponse } from "@/lib/comments/schemas";
import type { NotificationPage } from "@/lib/notifications/shared";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { patchAs, unlock } from "./video-access-fixtures";
import { insertVideo } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db);
  ada = await createTestUser(db, { firstName: "Ada", lastName: "Lovelace" });
  bob = await createTestUser(db, { firstName: "Bob" });
});

const video = (isPrivate = false) =>
  insertVideo(database.db(), owner.id, { isPrivate, duration: 60 });

async function comment(
  v: Video,
  who: TestUser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await postComment(
    apiRequest(`/api/videos/${v.id}/comments`, {
      token: who.token,
      method: "POST",
      body,
      headers,
    }),
    routeParams({ id: String(v.id) }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as CommentResponse;
}

async function react(v: Video, who: TestUser) {
  const response = await postReaction(
    apiRequest(`/api/videos/${v.id}/reactions`, {
      token: who.token,
      method: "POST",
      body: { emoji: "🎉", time: 7 },
    }),
    routeParams({ id: String(v.id) }),
  );
  expect(response.status).toBe(201);
}

async function watch(v: Video, who: TestUser, sessionId: string) {
  const response = await postWatch(
    apiRequest(`/api/videos/${v.id}/watch`, {
      token: who.token,
      method: "POST",
      body: { sessionId, ranges: [[0, 5]], position: 5 },
    }),
    routeParams({ id: String(v.id) }),
  );
  expect(response.status).toBe(204);
}

async function inbox(who: TestUser, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const response = await listRoute(apiRequest(`/api/notifications${query}`, { token: who.token }));
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationPage;
}

function markRead(who: TestUser, body: unknown) {
  return readRoute(
    apiRequest("/api/notifications/read", { token: who.token, method: "POST", body }),
  );
}

async function clear(...who: TestUser[]) {
  for (const user of who) {
    await database.db().delete(notifications).where(eq(notifications.userId, user.id));
  }
}

describe("notifications", () => {
  it("comments, replies, reactions and first views; never your own actions", async () => {
    await clear(owner, ada, bob);
    const v = await video();
    const top = await comment(v, ada, { content: "Great demo", timestamp: 12 });
    await comment(v, owner, { content: "Thanks!", parentId: top.id });
    await comment(v, bob, { content: "Agreed", parentId: top.id });
    await react(v, ada);
    await react(v, owner);
    await watch(v, ada, "session-ada-1");
    await watch(v, ada, "session-ada-2");

    const mine = await inbox(owner);
    expect(mine.notifications.map((n) => n.kind)).toEqual([
      "view",
      "reaction",
      "comment",
      "comment",
    ]);
    expect(mine.unreadCount).toBe(4);
    expect(mine.notifications[2]?.actor.id).toBe(bob.id);
    expect(mine.notifications[3]).toMatchObject({
      kind: "comment",
      read: false,
      video: { id: v.id, title: "Demo" },
      actor: { id: ada.id, name: "Ada Lovelace" },
      excerpt: "Great demo",
      time: 12,
    });
    expect(mine.notifications[1]).toMatchObject({ emoji: "🎉", time: 7 });

    const adas = await inbox(ada);
    // The owner's reply and Bob's reply to Ada's comment.
    expect(adas.notifications.map((n) => [n.kind, n.actor.id])).toEqual([
      ["reply", bob.id],
      ["reply", owner.id],
    ]);
    expect((await inbox(bob)).notifications).toEqual([]);
  });

  it("a reply to the owner's own comment reaches the owner as a reply, once", async () => {
    await clear(owner, ada);
    const v = await video();
    const top = await comment(v, owner, { content: "Ask me anything" });
    await comment(v, ada, { content: "What about seats?", parentId: top.id });

    expect((await inbox(owner)).notifications.map((n) => [n.kind, n.actor.id])).toEqual([
      ["reply", ada.id],
    ]);
    expect((await inbox(ada)).notifications).toEqual([]);
  });

  it("marks read by ids (own only) or all", async () => {
    await clear(owner, ada);
    const v = await video();
    await comment(v, ada, { content: "one" });
    await comment(v, bob, { content: "two" });
    const page = await inbox(owner);
    const [first] = page.notifications;
    const foreign = await markRead(ada, { ids: [first?.id] });
    expect(await foreign.json()).toEqual({ unreadCount: 0 });
    expect((await inbox(owner)).unreadCount).toBe(2);
    const response = await markRead(owner, { ids: [first?.id] });
    expect(await response.json()).toEqual({ unreadCount: 1 });
    expect((await inbox(owner)).notifications.find((n) => n.id === first?.id)?.read).toBe(true);
    expect(await (await markRead(owner, { all: true })).json()).toEqual({ unreadCount: 0 });
    for (const body of [{}, { ids: [] }, { ids: ["x"] }, { all: false }]) {
      const bad = await markRead(owner, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await listRoute(apiRequest("/api/notifications"));
    expect(anonymous.status).toBe(401);
  });

  it("pages newest first with a cursor", async () => {
    await clear(owner);
    const v = await video();
    const start = Date.parse("2030-01-01T00:00:00Z");
    await database
      .db()
      .insert(notifications)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          userId: owner.id,
          kind: "reaction" as const,
          videoId: v.id,
          actorId: ada.id,
          createdAt: new Date(start + i * 1000),
        })),
      );
    const first = await inbox(owner);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]?.createdAt).toBe(new Date(start + 24_000).toISOString());
    const second = await inbox(owner, first.nextCursor ?? "");
    expect(second.notifications).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
  });

  it("a video made private stops its notifications; deleting it deletes them", async () => {
    await clear(owner, ada);
    const db = database.db();
    const v = await video();
    const top = await comment(v, ada, { content: "hi" });
    await db.update(videos).set({ visibility: "private" }).where(eq(videos.id, v.id));
    await comment(v, owner, { content: "private reply", parentId: top.id });
    expect((await inbox(ada)).notifications).toEqual([]);
    await db.update(videos).set({ visibility: "public" }).where(eq(videos.id, v.id));
    expect((await inbox(ada)).notifications).toEqual([]);
    await db.delete(videos).where(eq(videos.id, v.id));
    expect(await db.select().from(notifications).where(eq(notifications.videoId, v.id))).toEqual(
      [],
    );
  });

  it("a password set or changed, or an expired link, stops them for everyone but the owner", async () => {
    await clear(owner, ada);
    const db = database.db();
    const v = await video();
    await patchAs(owner, v, { password: "first" });
    const { cookie = "" } = await unlock(v, "first");
    // Both commented while unlocked with the same password: the reply reaches Ada.
    const top = await comment(v, ada, { content: "behind the password" }, { cookie });
    await comment(v, bob, { content: "reply", parentId: top.id }, { cookie });
    expect((await inbox(ada)).notifications.map((n) => n.kind)).toEqual(["reply"]);
    expect((await inbox(ada)).unreadCount).toBe(1);

    await patchAs(owner, v, { password: "second" });
    expect(await inbox(ada)).toMatchObject({ notifications: [], unreadCount: 0 });
    expect((await inbox(owner)).notifications.map((n) => n.kind)).toEqual(["comment", "comment"]);

    // Removing the password opens it again; an expired link closes it.
    await patchAs(owner, v, { password: null });
    expect((await inbox(ada)).notifications).toHaveLength(1);
    const past = new Date(Date.now() - 1000);
    await db.update(videos).set({ expiresAt: past }).where(eq(videos.id, v.id));
    expect(await inbox(ada)).toMatchObject({ notifications: [], unreadCount: 0 });
    expect((await inbox(owner)).notifications).toHaveLength(2);
  });
});
