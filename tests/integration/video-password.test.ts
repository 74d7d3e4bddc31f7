import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as AI_DOCUMENTS } from "@/app/api/videos/[id]/ai-documents/route";
import { GET as ATTACHMENTS } from "@/app/api/videos/[id]/attachments/route";
import { GET as CAPTIONS } from "@/app/api/videos/[id]/captions/route";
import { GET as COMMENTS } from "@/app/api/videos/[id]/comments/route";
import { GET as DOWNLOAD } from "@/app/api/videos/[id]/download/route";
import { GET as FAVORITES } from "@/app/api/favorites/route";
import { POST as FAVORITE } from "@/app/api/favorites/[videoId]/route";
import { GET as MEDIA } from "@/app/api/videos/[id]/media/[kind]/route";
import { GET as REACTIONS } from "@/app/api/videos/[id]/reactions/route";
import { GET as VIDEO } from "@/app/api/videos/[id]/route";
import { POST as VIEW } from "@/app/api/videos/[id]/view/route";
import { POST as WATCH } from "@/app/api/videos/[id]/watch/route";
import { videos, type Video } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import type { VideoResponse } from "@/lib/videos/serialize";
import { UNLOCK_ATTEMPTS } from "@/lib/access/unlock";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { call, embedPage, oembedFor, options, patchAs, unlock } from "./video-access-fixtures";
import { insertVideo, PNG_BYTES, type People, type Who } from "./videos-fixtures";

const database = useTestDatabase();
let people: People;
const PASSWORD = "open sesame";
const VIEWERS: Who[] = ["other", "anonymous", "signed out"];
let sessions = 0;

beforeAll(async () => {
  const db = database.db();
  people = {
    owner: await createTestUser(db, { firstName: "Olive", lastName: "Owner" }),
    other: await createTestUser(db),
  };
});

async function protectedVideo(title = "Secret roadmap", isPrivate = false): Promise<Video> {
  const thumbnailKey = `thumbnails/${title.replace(/\W/g, "-")}.png`;
  await getStorage().put(thumbnailKey, PNG_BYTES, { contentType: "image/png" });
  const video = await insertVideo(database.db(), people.owner.id, {
    isPrivate,
    title,
    description: "Q4 plans",
    thumbnailKey,
    transcript: '[{"time":0,"text":"Hello team"}]',
  });
  const res = await patchAs(people.owner, video, { password: PASSWORD });
  expect(res.status).toBe(200);
  return video;
}

/** Every viewer-facing answer about the video, as `who`, with an optional cookie. */
function everyPath(video: Video, who: Who, cookie?: string) {
  const as = (extra = {}) => options(who, people, { cookie, ...extra });
  return {
    video: call(VIDEO, video, "", as()),
    media: call(MEDIA, video, "/media/video", as(), { kind: "video" }),
    thumbnail: call(MEDIA, video, "/media/thumbnail", as(), { kind: "thumbnail" }),
    captions: call(CAPTIONS, video, "/captions", as()),
    comments: call(COMMENTS, video, "/comments", as()),
    reactions: call(REACTIONS, video, "/reactions", as()),
    documents: call(AI_DOCUMENTS, video, "/ai-documents", as()),
    attachments: call(ATTACHMENTS, video, "/attachments", as()),
    download: call(DOWNLOAD, video, "/download", as()),
    view: call(VIEW, video, "/view", as({ method: "POST" })),
    watch: call(
      WATCH,
      video,
      "/watch",
      as({
        method: "POST",
        body: { sessionId: `session-${++sessions}`, ranges: [[0, 3]], position: 3 },
      }),
    ),
  };
}

async function statuses(paths: Record<string, Promise<Response>>) {
  const entries = await Promise.all(
    Object.entries(paths).map(async ([name, response]) => {
      const res = await response;
      const body = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
      return [name, { status: res.status, body }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("password-protected videos", () => {
  it("stores only a hash, answers hasPassword and never the password", async () => {
    const video = await protectedVideo();
    const [row] = await database.db().select().from(videos).where(eq(videos.id, video.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    const res = await call(VIDEO, video, "", options("owner", people));
    const body = (await res.json()) as VideoResponse;
    expect(body.hasPassword).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/sesame|scrypt|passwordHash/);
  });

  it("answers 403 'Password required' on every path until unlocked, the owner excepted", async () => {
    const video = await protectedVideo();
    for (const who of VIEWERS) {
      const answers = await statuses(everyPath(video, who));
      for (const [name, answer] of Object.entries(answers)) {
        expect({ name, ...answer }).toEqual({
          name,
          status: 403,
          body: { message: "Password required", code: "password_required" },
        });
      }
    }
    const own = await statuses(everyPath(video, "owner"));
    expect(own.video?.status).toBe(200);
    expect(own.media?.status).toBe(200);
    expect(own.thumbnail?.status).toBe(200);
    expect(own.captions?.status).toBe(200);
    expect(own.download?.status).toBe(200);
  });

  it("unlocks with the right password: 204 and an httpOnly cookie for at least a day", async () => {
    const video = await protectedVideo();
    const wrong = await unlock(video, "not it");
    expect(wrong.response.status).toBe(403);
    expect(await wrong.response.json()).toEqual({
      message: "Incorrect password",
      code: "incorrect_password",
    });
    expect(wrong.setCookie).toBeNull();

    const right = await unlock(video, PASSWORD);
    expect(right.response.status).toBe(204);
    const attributes = right.setCookie?.split(";").map((part) => part.trim()) ?? [];
    expect(attributes[0]).toMatch(new RegExp(`^demoreel_unlock_${video.id}=`));
    expect(attributes).toContain("HttpOnly");
    expect(attributes).toContain("Path=/");
    const maxAge = Number(attributes.find((a) => a.startsWith("Max-Age="))?.slice(8));
    expect(maxAge).toBeGreaterThanOrEqual(24 * 60 * 60);

    for (const who of VIEWERS) {
      const answers = await statuses(everyPath(video, who, right.cookie));
      for (const [name, answer] of Object.entries(answers)) {
        expect({ name, ok: answer.status < 300 }).toEqual({ name, ok: true });
      }
    }
  });

  it("scopes the cookie to one video: it opens neither another video nor under another name", async () => {
    const first = await protectedVideo("First");
    const second = await protectedVideo("Second");
    const { cookie = "" } = await unlock(first, PASSWORD);
    const value = cookie.split("=")[1];
    const renamed = `demoreel_unlock_${second.id}=${value}`;
    for (const attempt of [cookie, renamed]) {
      const res = await call(VIDEO, second, "", options("other", people, { cookie: attempt }));
      expect(res.status).toBe(403);
    }
    const res = await call(VIDEO, first, "", options("other", people, { cookie }));
    expect(res.status).toBe(200);
  });

  it("voids earlier unlocks when the password changes or is removed and set again", async () => {
    const video = await protectedVideo();
    const { cookie } = await unlock(video, PASSWORD);
    const before = (await database.db().select().from(videos).where(eq(videos.id, video.id)))[0];
    expect((await patchAs(people.owner, video, { password: "another one" })).status).toBe(200);
    const after = (await database.db().select().from(videos).where(eq(videos.id, video.id)))[0];
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect((await call(VIDEO, video, "", options("other", people, { cookie }))).status).toBe(403);
    // The beacon compares the cookie's version inside its own statement: the same answer.
    const voided = await statuses(everyPath(video, "other", cookie));
    expect(voided.watch?.status).toBe(403);
    expect((await unlock(video, PASSWORD)).response.status).toBe(403);
    const fresh = await unlock(video, "another one");
    expect(fresh.response.status).toBe(204);

    expect((await patchAs(people.owner, video, { password: null })).status).toBe(200);
    expect((await call(VIDEO, video, "", options("signed out", people))).status).toBe(200);
    await patchAs(people.owner, video, { password: "another one" });
    const stale = options("other", people, { cookie: fresh.cookie });
    expect((await call(VIDEO, video, "", stale)).status).toBe(403);
  });

  it("limits password attempts per address and video with 429 and Retry-After", async () => {
    const video = await protectedVideo("Guess me");
    const other = await protectedVideo("Guess me too");
    for (let i = 0; i < UNLOCK_ATTEMPTS; i++) {
      expect((await unlock(video, `guess ${i}`, "198.51.100.1")).response.status).toBe(403);
    }
    const limited = await unlock(video, PASSWORD, "198.51.100.1");
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.setCookie).toBeNull();
    // Another address, or another video from the same address, is not held back.
    expect((await unlock(video, PASSWORD, "198.51.100.2")).response.status).toBe(204);
    expect((await unlock(other, PASSWORD, "198.51.100.1")).response.status).toBe(204);
  });

  it("keeps someone else's private protected video a plain 404", async () => {
    const video = await protectedVideo("Private and protected", true);
    for (const who of VIEWERS) {
      const res = await call(VIDEO, video, "", options(who, people));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Video not found", code: "video_not_found" });
    }
    expect((await unlock(video, PASSWORD)).response.status).toBe(404);
    expect((await embedPage(video)).status).toBe(404);
  });

  it("shows link previews only 'Password-protected video' and the embed only the form", async () => {
    const video = await protectedVideo("Launch plan codename Falcon");
    const oembed = await oembedFor(video);
    expect(oembed.status).toBe(200);
    const preview = (await oembed.json()) as Record<string, unknown>;
    expect(preview.title).toBe("Password-protected video");
    expect(preview.thumbnail_url).toBeUndefined();
    expect(preview.author_name).toBeUndefined();
    expect(JSON.stringify(preview)).not.toContain("Falcon");
    expect(oembed.headers.get("cache-control")).toContain("no-store");

    const locked = await embedPage(video);
    expect(locked.status).toBe(403);
    const html = await locked.text();
    expect(html).toContain("This video is password protected");
    expect(html).toContain('<meta property="og:title" content="Password-protected video">');
    expect(html).not.toMatch(/Falcon|Q4 plans|og:image|\/media\//);

    const { cookie } = await unlock(video, PASSWORD);
    const open = await embedPage(video, cookie);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain("Falcon");
    expect(open.headers.get("cache-control")).toContain("no-store");
    const owners = (await (await oembedFor(video, people.owner.token)).json()) as {
      title: string;
    };
    expect(owners.title).toBe("Launch plan codename Falcon");
  });

  it("never serves a cached shared version to a viewer once a password is set", async () => {
    const video = await insertVideo(database.db(), people.owner.id, {
      isPrivate: false,
      title: "Cached then locked",
    });
    for (let i = 0; i < 2; i++) {
      expect((await call(VIDEO, video, "", options("signed out", people))).status).toBe(200);
      expect((await embedPage(video)).status).toBe(200);
    }
    await patchAs(people.owner, video, { password: PASSWORD });
    expect((await call(VIDEO, video, "", options("signed out", people))).status).toBe(403);
    expect((await embedPage(video)).status).toBe(403);
  });

  it("refuses bad passwords with a 400 saying what the password needs", async () => {
    const video = await protectedVideo();
    for (const password of ["abc", "x".repeat(129), 1234, ""]) {
      const res = await patchAs(people.owner, video, { password });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^The password must be (text|at least 4 characters|at most 128 characters)/,
      );
    }
    const other = await patchAs(people.other, video, { password: "mine now" });
    expect(other.status).toBe(404);
  });

  it("favourites: setting one needs the unlock, and others' lists never show a protected video", async () => {
    const video = await protectedVideo("Favourite secret");
    const favorite = (cookie?: string) =>
      FAVORITE(
        apiRequest(`/api/favorites/${video.id}`, {
          method: "POST",
          token: people.other.token,
          headers: cookie ? { cookie } : {},
        }),
        routeParams({ videoId: String(video.id) }),
      );
    expect((await favorite()).status).toBe(403);
    const { cookie } = await unlock(video, PASSWORD);
    expect((await favorite(cookie)).status).toBe(200);
    const list = await FAVORITES(apiRequest("/api/favorites", { token: people.other.token }));
    expect(JSON.stringify(await list.json())).not.toContain("Favourite secret");
  });
});
