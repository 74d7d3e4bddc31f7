import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE, PATCH } from "@/app/api/videos/[id]/route";
import type { Video } from "@/db/schema";
import { cachedAccessRow, forgetAccessRow } from "@/lib/access/rows/access-rows";
import { SHARED_PAGE_CACHE } from "@/lib/videos/cache-control";
import { proxy } from "@/proxy";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;

beforeAll(async () => {
  owner = await createTestUser(database.db(), { firstName: "Pia", lastName: "Proxy" });
});

afterEach(() => {
  vi.useRealTimers();
});

const BASE = "http://127.0.0.1:3000";
const shared = (title: string) => insertVideo(database.db(), owner.id, { isPrivate: false, title });

/** Where the proxy sends a signed-out `/video/{id}`: the kept page's path, or null (per request). */
async function route(path: string) {
  const response = await proxy(new NextRequest(`${BASE}${path}`));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return {
    status: response.status,
    kept: rewrite ? new URL(rewrite).pathname : null,
    cacheControl: response.headers.get("cache-control"),
  };
}

const patch = async (video: Video, body: Record<string, unknown>) => {
  const res = await PATCH(
    apiRequest(`/api/videos/${video.id}`, { method: "PATCH", token: owner.token, body }),
    routeParams({ id: String(video.id) }),
  );
  expect(res.status).toBe(200);
};

describe("the proxy's choice for /video/{id}", () => {
  it("sends a shared video to the page kept for its version, and an edit to a new version", async () => {
    const video = await shared("Kept once");
    const first = await route(`/video/${video.id}`);
    expect(first.kept).toBe(`/video-version/${video.id}/${video.updatedAt.getTime()}`);
    expect(first.cacheControl).toBe(SHARED_PAGE_CACHE);
    expect((await route(`/video/${video.id}`)).kept).toBe(first.kept);

    await patch(video, { title: "Kept twice" });
    const second = await route(`/video/${video.id}`);
    expect(second.kept).toMatch(new RegExp(`^/video-version/${video.id}/\\d+$`));
    expect(second.kept).not.toBe(first.kept);
  });

  it("takes the per-request route on the next request after a privacy flip, a password or a delete", async () => {
    const video = await shared("Soon closed");
    expect((await route(`/video/${video.id}`)).kept).not.toBeNull();

    await patch(video, { isPrivate: true });
    expect((await route(`/video/${video.id}`)).kept).toBeNull();
    await patch(video, { isPrivate: false });
    expect((await route(`/video/${video.id}`)).kept).not.toBeNull();

    await patch(video, { password: "open sesame" });
    expect((await route(`/video/${video.id}`)).kept).toBeNull();
    await patch(video, { password: null });
    expect((await route(`/video/${video.id}`)).kept).not.toBeNull();

    const deleted = await DELETE(
      apiRequest(`/api/videos/${video.id}`, { method: "DELETE", token: owner.token }),
      routeParams({ id: String(video.id) }),
    );
    expect(deleted.status).toBeLessThan(300);
    expect((await route(`/video/${video.id}`)).kept).toBeNull();
  });

  it("takes the per-request route from the moment the link expires", async () => {
    const video = await shared("Expiring");
    const expiresAt = new Date(Date.now() + 60 * 60_000);
    await patch(video, { expiresAt: expiresAt.toISOString() });
    expect((await route(`/video/${video.id}`)).kept).not.toBeNull();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(expiresAt.getTime() + 1);
    expect((await route(`/video/${video.id}`)).kept).toBeNull();
  });

  it("leaves unknown ids and other paths alone, and refuses the kept page's own path", async () => {
    expect((await route("/video/9007199254740000")).kept).toBeNull();
    expect((await route("/video/not-a-number")).kept).toBeNull();
    const video = await shared("Not directly");
    const direct = await route(`/video-version/${video.id}/${video.updatedAt.getTime()}`);
    expect(direct.status).toBe(404);
    expect(direct.kept).toBeNull();
    expect((await route("/video-version")).status).toBe(404);
  });
});

describe("the in-process access rows", () => {
  it("keeps a row until invalidated, and never keeps one read across a write", async () => {
    const videoId = 424_242;
    let reads = 0;
    const load = async () => ({ version: ++reads });
    expect(await cachedAccessRow(videoId, load)).toEqual({ version: 1 });
    expect(await cachedAccessRow(videoId, load)).toEqual({ version: 1 });
    forgetAccessRow(videoId);
    expect(await cachedAccessRow(videoId, load)).toEqual({ version: 2 });

    // A read in flight while a write lands answers, but is not kept.
    forgetAccessRow(videoId);
    let finish: (row: { version: number }) => void = () => undefined;
    const inFlight = cachedAccessRow(
      videoId,
      () => new Promise<{ version: number } | null>((resolve) => (finish = resolve)),
    );
    forgetAccessRow(videoId);
    finish({ version: 99 });
    expect(await inFlight).toEqual({ version: 99 });
    expect(await cachedAccessRow(videoId, load)).toEqual({ version: 3 });
  });
});
