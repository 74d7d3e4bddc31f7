import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteReaction } from "@/app/api/reactions/[id]/route";
import { GET as listReactions, POST as postReaction } from "@/app/api/videos/[id]/reactions/route";
import { reactions, videos, type Video } from "@/db/schema";
import type { ReactionResponse } from "@/lib/reactions/shared";
import { MAX_REACTIONS_LISTED } from "@/lib/reactions/queries";
import { REACTION_RATE_LIMITED, REACTIONS_PER_MINUTE } from "@/lib/reactions/create";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { as, insertVideo, type People, type Who } from "./videos-fixtures";

const database = useTestDatabase();
let people: People;
let third: TestUser;
let shared: Video;
let hidden: Video;

beforeAll(async () => {
  const db = database.db();
  people = {
    owner: await createTestUser(db),
    other: await createTestUser(db, { firstName: "Ada", lastName: "Lovelace" }),
  };
  third = await createTestUser(db);
  shared = await insertVideo(db, people.owner.id, { isPrivate: false, duration: 30 });
  hidden = await insertVideo(db, people.owner.id, { isPrivate: true, duration: 30 });
});

function react(id: number, who: Who | TestUser, body: unknown) {
  const identity = typeof who === "string" ? as(who, people) : { token: who.token };
  return postReaction(
    apiRequest(`/api/videos/${id}/reactions`, { ...identity, method: "POST", body }),
    routeParams({ id: String(id) }),
  );
}

function list(id: number, who: Who) {
  return listReactions(
    apiRequest(`/api/videos/${id}/reactions`, as(who, people)),
    routeParams({ id: String(id) }),
  );
}

function remove(id: number, who: Who | TestUser) {
  const identity = typeof who === "string" ? as(who, people) : { token: who.token };
  return deleteReaction(
    apiRequest(`/api/reactions/${id}`, { ...identity, method: "DELETE" }),
    routeParams({ id: String(id) }),
  );
}

describe("reactions", () => {
  it("a signed-in viewer reacts: 201 with the reaction and its user; the time is clamped", async () => {
    const response = await react(shared.id, "other", { emoji: "🎉", time: 12.5 });
    expect(response.status).toBe(201);
    const reaction = (await response.json()) as ReactionResponse;
    expect(reaction).toMatchObject({
      videoId: shared.id,
      userId: people.other.id,
      emoji: "🎉",
      time: 12.5,
      user: { firstName: "Ada", lastName: "Lovelace", profileImageUrl: null },
    });
    const late = (await (
      await react(shared.id, "other", { emoji: "👍", time: 999 })
    ).json()) as ReactionResponse;
    expect(late.time).toBe(30);
  });

  it("only signed-in viewers react (401 'Authentication required')", async () => {
    for (const who of ["anonymous", "signed out"] as const) {
      const response = await react(shared.id, who, { emoji: "👍", time: 1 });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: "Authentication required",
        code: "unauthorized",
      });
    }
  });

  it("rejects bad input with a 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ emoji: "💩", time: 1 }, "emoji"],
      [{ time: 1 }, "emoji"],
      [{ emoji: "👍", time: -1 }, "time"],
      [{ emoji: "👍", time: "soon" }, "time"],
      [{ emoji: "👍" }, "time"],
    ];
    for (const [body, field] of cases) {
      const response = await react(shared.id, "other", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(field);
    }
  });

  it("lists by time with the reacting user, for anyone who may see the video", async () => {
    const video = await insertVideo(database.db(), people.owner.id, {
      isPrivate: false,
      duration: 60,
    });
    await react(video.id, "other", { emoji: "😂", time: 40 });
    await react(video.id, "owner", { emoji: "👏", time: 5 });
    for (const who of ["owner", "other", "anonymous", "signed out"] as const) {
      const response = await list(video.id, who);
      expect(response.status).toBe(200);
      const listed = (await response.json()) as ReactionResponse[];
      expect(listed.map((r) => [r.emoji, r.time])).toEqual([
        ["👏", 5],
        ["😂", 40],
      ]);
      expect(listed[1]?.user.firstName).toBe("Ada");
    }
  });

  it(`lists at most ${MAX_REACTIONS_LISTED} reactions: the newest, by time in the video`, async () => {
    const video = await insertVideo(database.db(), people.owner.id, {
      isPrivate: false,
      duration: 60,
    });
    const start = Date.now() - 3_600_000;
    // The oldest reaction sits at the latest moment: it is the one left out.
    await database
      .db()
      .insert(reactions)
      .values(
        Array.from({ length: MAX_REACTIONS_LISTED + 1 }, (_, i) => ({
          videoId: video.id,
          userId: people.other.id,
          emoji: "👍",
          time: i === 0 ? 59 : (i % 50) + 1,
          createdAt: new Date(start + i * 1000),
        })),
      );
    const listed = (await (await list(video.id, "owner")).json()) as ReactionResponse[];
    expect(listed).toHaveLength(MAX_REACTIONS_LISTED);
    expect(listed.some((r) => r.time === 59)).toBe(false);
    const times = listed.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("private videos leak nothing: 404 to everyone but the owner", async () => {
    const own = await react(hidden.id, "owner", { emoji: "❤️", time: 2 });
    expect(own.status).toBe(201);
    const { id } = (await own.json()) as ReactionResponse;
    expect((await react(hidden.id, "other", { emoji: "👍", time: 1 })).status).toBe(404);
    for (const who of ["other", "anonymous", "signed out"] as const) {
      expect((await list(hidden.id, who)).status).toBe(404);
    }
    expect((await remove(id, "other")).status).toBe(404);
    expect((await list(hidden.id, "owner")).status).toBe(200);
  });

  it("the author or the video's owner deletes a reaction; anyone else gets 404", async () => {
    const make = async () =>
      (
        (await (
          await react(shared.id, "other", { emoji: "😮", time: 3 })
        ).json()) as ReactionResponse
      ).id;
    const first = await make();
    expect((await remove(first, third)).status).toBe(404);
    expect((await remove(first, "anonymous")).status).toBe(401);
    expect((await remove(first, "other")).status).toBe(204);
    expect((await remove(first, "other")).status).toBe(404);
    const second = await make();
    expect((await remove(second, "owner")).status).toBe(204);
  });

  it("deleting the video deletes its reactions", async () => {
    const db = database.db();
    const video = await insertVideo(db, people.owner.id, { isPrivate: false });
    await react(video.id, "other", { emoji: "👍", time: 1 });
    await db.delete(videos).where(eq(videos.id, video.id));
    expect(await db.select().from(reactions).where(eq(reactions.videoId, video.id))).toEqual([]);
  });
});

describe("reactions: rate limit", () => {
  it("takes 30 reactions a minute per user, then answers 429 with Retry-After", async () => {
    const eager = await createTestUser(database.db());
    for (let i = 0; i < REACTIONS_PER_MINUTE; i++) {
      expect((await react(shared.id, eager, { emoji: "👍", time: 1 })).status).toBe(201);
    }
    const limited = await react(shared.id, eager, { emoji: "👍", time: 1 });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: REACTION_RATE_LIMITED, code: "rate_limited" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await react(shared.id, "other", { emoji: "👏", time: 2 })).status).toBe(201);
  });
});
