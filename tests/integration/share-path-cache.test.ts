import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as EMBED } from "@/app/embed/[id]/route";
import { GET as OEMBED } from "@/app/api/oembed/route";
import { GET as MEDIA } from "@/app/api/videos/[id]/media/[kind]/route";
import { DELETE, GET as VIDEO, PATCH } from "@/app/api/videos/[id]/route";
import { POST as VIEW } from "@/app/api/videos/[id]/view/route";
import { forgetAccessRow } from "@/lib/access/rows/access-rows";
import { videos, type Video } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import { NO_STORE, SHARED_PAGE_CACHE } from "@/lib/videos/cache-control";
import type { VideoResponse } from "@/lib/videos/serialize";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, PNG_BYTES } from "./videos-fixtures";
import { findVideoForViewer } from "@/lib/access/video-for-viewer";

const database = useTestDatabase();
const BASE = "http://127.0.0.1:3000";
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  other = await createTestUser(db);
});

async function sharedVideo(title: string): Promise<Video> {
  const thumbnailKey = `thumbnails/${title.replace(/\W/g, "-")}.png`;
  await getStorage().put(thumbnailKey, PNG_BYTES, { contentType: "image/png" });
  return insertVideo(database.db(), owner.id, { isPrivate: false, title, thumbnailKey });
}

const id = (video: Video) => String(video.id);
const embed = (video: Video, token?: string) =>
  EMBED(apiRequest(`/embed/${video.id}`, { token }), routeParams({ id: id(video) }));
const oembed = (video: Video, token?: string) =>
  OEMBED(
    apiRequest(`/api/oembed?url=${encodeURIComponent(`${BASE}/video/${video.id}`)}`, { token }),
  );
const api = (video: Video, token?: string) =>
  VIDEO(apiRequest(`/api/videos/${video.id}`, { token }), routeParams({ id: id(video) }));
const media = (path: string) => {
  const url = new URL(path, BASE);
  const [, , , videoId = "", , kind = ""] = url.pathname.split("/");
  return MEDIA(apiRequest(`${url.pathname}${url.search}`), routeParams({ id: videoId, kind }));
};
const patch = (video: Video, body: Record<string, unknown>) =>
  PATCH(
    apiRequest(`/api/videos/${video.id}`, { method: "PATCH", token: owner.token, body }),
    routeParams({ id: id(video) }),
  );

/** Every public answer about the video, signed out, read twice so the second comes from the cache. */
async function everything(video: Video) {
  await embed(video);
  const res = await api(video);
  const urls = res.status === 200 ? ((await res.clone().json()) as VideoResponse) : null;
  return {
    embed: await embed(video),
    oembed: await oembed(video),
    api: res,
    urls,
  };
}

describe("the share path's per-version cache", () => {
  it("shows a title edit on the very next request of the embed, oEmbed and API", async () => {
    const video = await sharedVideo("Before the edit");
    const before = await everything(video);
    expect(await before.embed.text()).toContain("Before the edit");
    expect(before.embed.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);

    expect((await patch(video, { title: "After the edit" })).status).toBe(200);
    const embedHtml = await (await embed(video)).text();
    expect(embedHtml).toContain("After the edit");
    expect(embedHtml).not.toContain("Before the edit");
    expect(((await (await oembed(video)).json()) as { title: string }).title).toBe(
      "After the edit",
    );
    expect(((await (await api(video)).json()) as VideoResponse).title).toBe("After the edit");
  });

  it("never serves an older version than the database holds (a write made by another instance)", async () => {
    const video = await sharedVideo("Instance one");
    expect(await (await embed(video)).text()).toContain("Instance one");
    // Another app instance writes: this process's cache is not told, only the row changes.
    const db = database.db();
    // Embedded PGlite has no other instance (the app holds its data directory), and there a
    // signed-out viewer's access row is kept in memory until this process writes. Dropping only
    // that row leaves the content cache as it was: the version read must still decide.
    const anotherInstanceWrote = () => {
      if (database.kind() === "pglite") forgetAccessRow(video.id, "signed-out");
    };
    await db
      .update(videos)
      .set({ title: "Instance two", updatedAt: new Date() })
      .where(eq(videos.id, video.id));
    anotherInstanceWrote();
    expect(await (await embed(video)).text()).toContain("Instance two");
    await db
      .update(videos)
      .set({ visibility: "private", updatedAt: new Date() })
      .where(eq(videos.id, video.id));
    anotherInstanceWrote();
    expect((await embed(video)).status).toBe(404);
    expect((await oembed(video)).status).toBe(404);
  });

  it("answers 404 everywhere on the next request after the video is made private", async () => {
    const video = await sharedVideo("Soon private");
    const { urls } = await everything(video);
    if (!urls?.thumbnailUrl) throw new Error("expected media URLs");
    expect((await media(urls.videoUrl)).status).toBe(200);
    expect((await media(urls.thumbnailUrl)).status).toBe(200);

    expect((await patch(video, { isPrivate: true })).status).toBe(200);
    const res = await embed(video);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(await res.text()).not.toContain("Soon private");
    expect((await oembed(video)).status).toBe(404);
    expect((await api(video)).status).toBe(404);
    expect((await media(urls.videoUrl)).status).toBe(404);
    expect((await media(urls.thumbnailUrl)).status).toBe(404);
    expect((await embed(video, other.token)).status).toBe(404);

    // The owner still sees it, uncached; sharing it again shows it to everyone at once.
    const mine = await embed(video, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe(NO_STORE);
    expect((await patch(video, { isPrivate: false })).status).toBe(200);
    expect((await embed(video)).status).toBe(200);
  });

  it("answers 404 everywhere on the next request after the video is deleted", async () => {
    const video = await sharedVideo("Soon deleted");
    const { urls } = await everything(video);
    if (!urls?.thumbnailUrl) throw new Error("expected media URLs");

    const deleted = await DELETE(
      apiRequest(`/api/videos/${video.id}`, { method: "DELETE", token: owner.token }),
      routeParams({ id: id(video) }),
    );
    expect(deleted.status).toBeLessThan(300);
    expect((await embed(video)).status).toBe(404);
    expect((await oembed(video)).status).toBe(404);
    expect((await api(video)).status).toBe(404);
    expect((await media(urls.videoUrl)).status).toBe(404);
    expect((await media(urls.thumbnailUrl)).status).toBe(404);
  });

  it("gives every viewer of a shared video the same content, with nothing of the previous viewer", async () => {
    const video = await sharedVideo("Same for all");
    const first = await (await embed(video, owner.token)).text();
    const second = await (await embed(video, other.token)).text();
    const signedOut = await (await embed(video)).text();
    expect(second).toBe(first);
    expect(signedOut).toBe(first);
  });

  it("shows a counted view on the next API request and page load, while the content stays cached", async () => {
    const video = await sharedVideo("Counted");
    const viewsOf = async () => ((await (await api(video)).json()) as VideoResponse).views;
    expect(await viewsOf()).toBe(0);
    const [before] = await database.db().select().from(videos).where(eq(videos.id, video.id));

    const counted = await VIEW(
      apiRequest(`/api/videos/${video.id}/view`, { method: "POST", token: other.token }),
      routeParams({ id: id(video) }),
    );
    expect(await counted.json()).toMatchObject({ views: 1 });
    expect(await viewsOf()).toBe(1);
    // The video page loads through the same function.
    const page = await findVideoForViewer(database.db(), { videoId: video.id, viewerId: null });
    expect(page?.lock).toBe("open");
    expect(page?.lock === "open" ? page.video.views : undefined).toBe(1);
    // The view did not make a new version: the rest still comes from the cache.
    const [after] = await database.db().select().from(videos).where(eq(videos.id, video.id));
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });
});
