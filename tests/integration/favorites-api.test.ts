import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/favorites/route";
import { DELETE, GET, POST } from "@/app/api/favorites/[videoId]/route";
import { videos } from "@/db/schema";
import type { VideoResponse } from "@/lib/videos/serialize";
import { apiRequest, routeParams } from "../support/fixtures";
import { as, insertVideo, type Who, useSharedAndHidden } from "./videos-fixtures";

const { database, world } = useSharedAndHidden({
  titles: { shared: "Shared", hidden: "Hidden" },
});

const call = (method: "GET" | "POST" | "DELETE", id: number | string, who: Who) => {
  const route = { GET, POST, DELETE }[method];
  return route(
    apiRequest(`/api/favorites/${id}`, { ...as(who, world.people), method }),
    routeParams({ videoId: String(id) }),
  );
};
const favourites = async (who: Who) => {
  const res = await list(apiRequest("/api/favorites", as(who, world.people)));
  expect(res.status).toBe(200);
  return ((await res.json()) as VideoResponse[]).map((v) => v.id);
};

describe("favourites: access matrix", () => {
  it.each<[Who, number, number]>([
    ["owner", 200, 200],
    ["other", 200, 404],
    ["anonymous", 401, 401],
    ["signed out", 401, 401],
  ])(
    "%s: POST and DELETE answer %i on a shared video, %i on a private one",
    async (who, onShared, onHidden) => {
      for (const method of ["POST", "DELETE"] as const) {
        expect((await call(method, world.shared.id, who)).status).toBe(onShared);
        expect((await call(method, world.hidden.id, who)).status).toBe(onHidden);
      }
    },
  );

  it.each<Who>(["anonymous", "signed out"])(
    "%s reads isFavorite false and an empty list",
    async (who) => {
      expect(await (await call("GET", world.shared.id, who)).json()).toEqual({ isFavorite: false });
      expect(await favourites(who)).toEqual([]);
    },
  );

  it("another user's private video is 404 on GET too, signed in or not", async () => {
    for (const who of ["other", "anonymous", "signed out"] as const) {
      expect((await call("GET", world.hidden.id, who)).status).toBe(404);
    }
  });
});

describe("favourites", () => {
  it("adds idempotently, reads, lists newest first, removes", async () => {
    const mine = await insertVideo(database.db(), world.people.other.id, {
      isPrivate: true,
      title: "Mine",
    });
    expect(await (await call("POST", world.shared.id, "other")).json()).toEqual({
      isFavorite: true,
    });
    expect(await (await call("POST", world.shared.id, "other")).json()).toEqual({
      isFavorite: true,
    });
    expect(await (await call("POST", mine.id, "other")).json()).toEqual({ isFavorite: true });
    expect(await (await call("GET", world.shared.id, "other")).json()).toEqual({
      isFavorite: true,
    });
    expect(await favourites("other")).toEqual([mine.id, world.shared.id]);
    expect(await favourites("owner")).toEqual([]);

    expect(await (await call("DELETE", world.shared.id, "other")).json()).toEqual({
      isFavorite: false,
    });
    expect(await (await call("DELETE", world.shared.id, "other")).json()).toEqual({
      isFavorite: false,
    });
    expect(await (await call("GET", world.shared.id, "other")).json()).toEqual({
      isFavorite: false,
    });
    expect(await favourites("other")).toEqual([mine.id]);
  });

  it("drops a favourite from the list when its owner makes the video private", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { isPrivate: false });
    await call("POST", video.id, "other");
    expect(await favourites("other")).toContain(video.id);
    await db.update(videos).set({ visibility: "private" }).where(eq(videos.id, video.id));
    expect(await favourites("other")).not.toContain(video.id);
  });

  it("malformed ids are 400, unknown ids 404", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      for (const id of ["abc", "-1", "0", "1.5"])
        expect((await call(method, id, "other")).status, `${method} ${id}`).toBe(400);
      expect((await call(method, 424242, "other")).status).toBe(404);
    }
  });
});
