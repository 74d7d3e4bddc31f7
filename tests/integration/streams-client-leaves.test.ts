import { readdir, readlink } from "node:fs/promises";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as download } from "@/app/api/videos/[id]/download/route";
import { GET as events } from "@/app/api/events/route";
import { GET as media } from "@/app/api/videos/[id]/media/[kind]/route";
import type { Video } from "@/db/schema";
import { liveHub } from "@/lib/live/hub";
import { getStorage } from "@/lib/storage";
import type { LocalDiskStorage } from "@/lib/storage/local-disk";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, webmBytes } from "./videos-fixtures";

// Every streaming route, with the client leaving at each point it can: before the body is read,
// after its first chunk, and by aborting the request mid-body. Nothing may throw outside the
// request (an uncaught "Controller is already closed"), and nothing may stay open.

const database = useTestDatabase();
let owner: TestUser;
let video: Video;
const escaped: unknown[] = [];
const record = (error: unknown) => escaped.push(error);

beforeAll(async () => {
  owner = await createTestUser(database.db());
  // Several 64 KiB chunks, so a client can leave in the middle.
  const big = Buffer.concat([webmBytes(), Buffer.alloc(2_000_000, 7)]);
  video = await insertVideo(database.db(), owner.id, { isPrivate: false }, big);
});
beforeEach(() => {
  escaped.length = 0;
  process.on("uncaughtException", record);
  process.on("unhandledRejection", record);
});
afterEach(() => {
  process.off("uncaughtException", record);
  process.off("unhandledRejection", record);
});

/** Open descriptors of this process on the video's original file. */
async function openHandlesOfVideo(): Promise<number> {
  const file = (getStorage() as LocalDiskStorage).pathOf(video.originalKey!);
  let open = 0;
  for (const fd of await readdir("/proc/self/fd")) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => "");
    if (target === file) open += 1;
  }
  return open;
}

type Route = (request: Request, abort: AbortController) => Promise<Response>;
const withSignal = (request: Request, abort: AbortController) =>
  new Request(request, { signal: abort.signal });
const id = () => String(video.id);

const fileRoutes: [string, Route][] = [
  [
    "GET /api/videos/{id}/media/original",
    (request, abort) =>
      media(withSignal(request, abort), routeParams({ id: id(), kind: "original" })),
  ],
  [
    "GET /api/videos/{id}/download",
    (request, abort) => download(withSignal(request, abort), routeParams({ id: id() })),
  ],
];

const path = (name: string) =>
  name.includes("download")
    ? `/api/videos/${video.id}/download`
    : `/api/videos/${video.id}/media/original`;

type Leave = (response: Response, abort: AbortController) => Promise<void>;
const ways: [string, Leave][] = [
  ["before reading", async (_response, abort) => abort.abort()],
  [
    "after the first chunk",
    async (response) => {
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
    },
  ],
  [
    "by aborting mid-body",
    async (response, abort) => {
      const reader = response.body!.getReader();
      await reader.read();
      abort.abort();
      await reader.cancel();
    },
  ],
];

describe("a client that leaves mid-stream", () => {
  describe.each(fileRoutes)("%s", (name, route) => {
    it.each(ways)("%s: the file is closed and nothing escapes", async (_way, leave) => {
      for (const range of [undefined, "bytes=1000-"]) {
        const abort = new AbortController();
        const headers: Record<string, string> = range ? { range } : {};
        const response = await route(
          apiRequest(path(name), { token: owner.token, headers }),
          abort,
        );
        expect(response.status).toBe(range ? 206 : 200);
        await leave(response, abort);
      }
      await vi.waitFor(async () => expect(await openHandlesOfVideo()).toBe(0));
      expect(escaped).toEqual([]);
    });

    it("before the answer: it still answers, and the file is closed", async () => {
      const abort = new AbortController();
      abort.abort();
      const response = await route(apiRequest(path(name), { token: owner.token }), abort);
      expect(response.status).toBe(200);
      await vi.waitFor(async () => expect(await openHandlesOfVideo()).toBe(0));
      expect(escaped).toEqual([]);
    });
  });

  describe("GET /api/events", () => {
    it.each(ways)("%s: the subscription goes and nothing escapes", async (_way, leave) => {
      const hub = await liveHub();
      const before = hub.size;
      const abort = new AbortController();
      const response = await events(
        withSignal(apiRequest("/api/events", { cookie: owner.cookie }), abort),
        routeParams({}),
      );
      expect(response.status).toBe(200);
      await leave(response, abort);
      await vi.waitFor(() => expect(hub.size).toBe(before));
      expect(escaped).toEqual([]);
    });
  });
});
