import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as events } from "@/app/api/events/route";
import { POST as postView } from "@/app/api/videos/[id]/view/route";
import type { Video } from "@/db/schema";
import type { CreatedLink } from "@/lib/audience/shared";
import { liveHub } from "@/lib/live/hub";
import { LIVE_STREAMS_PER_USER, type WatchingEvent } from "@/lib/live/shared";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { giveEmail, patchGate } from "./email-gate-support";
import { createLink, openTrackedLink } from "./engagement-support";
import { insertVideo, subscribe } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let viewer: TestUser;
let video: Video;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  viewer = await createTestUser(db, { firstName: "Sam", lastName: "Signed" });
  await subscribe(db, owner.id, "yearly");
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20, title: "Q3 demo" });
});

/** An open GET /api/events stream: the events it carries, read as they come. */
async function openStream(user: TestUser) {
  const abort = new AbortController();
  const request = new Request("http://127.0.0.1:3000/api/events", {
    headers: { cookie: user.cookie },
    signal: abort.signal,
  });
  const response = await events(request, routeParams({}));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  // A read that outlived a timeout is kept for the next call, so no chunk is lost.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  /** The next `event:` block, or null when none comes within `ms`. */
  async function next(ms = 5_000): Promise<{ event: string; data: unknown } | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const block = /event: (\S+)\ndata: (.*)\n\n/.exec(buffer);
      if (block) {
        buffer = buffer.slice(block.index + block[0].length);
        return { event: block[1]!, data: JSON.parse(block[2]!) as unknown };
      }
      const left = deadline - Date.now();
      if (left <= 0) return null;
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (chunk === null) return null;
      pending = null;
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  }
  const first = await reader.read();
  buffer += first.value ?? "";
  return { next, first: buffer, close: () => abort.abort() };
}

const view = (cookie?: string, anonymousId?: string) =>
  postView(
    apiRequest(`/api/videos/${video.id}/view`, { method: "POST", cookie, anonymousId }),
    routeParams({ id: String(video.id) }),
  );

describe("GET /api/events", () => {
  it("is for signed-in users only", async () => {
    const response = await events(apiRequest("/api/events"), routeParams({}));
    expect(response.status).toBe(401);
  });

  it("tells the owner within 5 s that a tracked link's recipient is watching, once per view", async () => {
    const stream = await openStream(owner);
    expect(stream.first).toContain("retry:");
    const response = await createLink(video.id, owner.token, {
      recipientName: "Jane",
      company: "Acme",
    });
    const link = (await response.json()) as CreatedLink;
    const { cookie } = await openTrackedLink(video.id, link.token, "dev-user-701");

    expect((await view(cookie, "dev-user-701")).status).toBe(200);
    const alert = await stream.next();
    expect(alert?.event).toBe("watching");
    expect(alert?.data).toMatchObject({
      kind: "watching",
      videoId: video.id,
      videoTitle: "Q3 demo",
      viewer: "Jane (Acme)",
    } satisfies Partial<WatchingEvent>);

    // A reload inside the view window is the same view: no second alert.
    expect((await view(cookie, "dev-user-701")).status).toBe(200);
    expect(await stream.next(1_000)).toBeNull();
    stream.close();
  });

  it("names a signed-in viewer, says nothing of anonymous ones, and reaches only the owner", async () => {
    const ownerStream = await openStream(owner);
    const viewerStream = await openStream(viewer);
    expect((await view(undefined, "dev-user-702")).status).toBe(200);
    expect(await ownerStream.next(1_000)).toBeNull();

    expect((await view(viewer.cookie)).status).toBe(200);
    expect((await ownerStream.next())?.data).toMatchObject({ viewer: "Sam Signed" });
    expect(await viewerStream.next(500)).toBeNull();
    ownerStream.close();
    viewerStream.close();
  });

  it("never alerts the owner about their own views", async () => {
    const stream = await openStream(owner);
    expect((await view(owner.cookie)).status).toBe(200);
    expect(await stream.next(1_000)).toBeNull();
    stream.close();
  });

  it("names a viewer who gave their email at the gate", async () => {
    const gated = await insertVideo(database.db(), owner.id, { isPrivate: false, duration: 20 });
    expect((await patchGate(gated.id, owner.token, true)).status).toBe(200);
    const { cookie } = await giveEmail(
      gated.id,
      { anonymousId: "dev-user-703" },
      { email: "pat@prospect.example", name: "Pat" },
    );
    const stream = await openStream(owner);
    const response = await postView(
      apiRequest(`/api/videos/${gated.id}/view`, {
        method: "POST",
        cookie,
        anonymousId: "dev-user-703",
      }),
      routeParams({ id: String(gated.id) }),
    );
    expect(response.status).toBe(200);
    expect((await stream.next())?.data).toMatchObject({ viewer: "Pat (pat@prospect.example)" });
    stream.close();
  });

  it(`keeps ${LIVE_STREAMS_PER_USER} streams per user: a newer one closes the oldest, which is told so`, async () => {
    const hub = await liveHub();
    // The earlier tests' streams leave the hub when their aborts are handled, which may be after
    // the test that closed them ended: counting from a hub still shedding them miscounts.
    await vi.waitFor(() => expect(hub.size).toBe(0));
    const before = hub.size;
    const streams = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER; i++) streams.push(await openStream(viewer));
    expect(hub.size).toBe(before + LIVE_STREAMS_PER_USER);

    const newest = await openStream(viewer);
    expect(await streams[0]!.next()).toEqual({ event: "closed", data: { reason: "replaced" } });
    expect(hub.size).toBe(before + LIVE_STREAMS_PER_USER);
    // Another user's streams are not counted against this one's.
    const owners = await openStream(owner);
    expect(hub.size).toBe(before + LIVE_STREAMS_PER_USER + 1);

    for (const stream of [...streams, newest, owners]) stream.close();
    await vi.waitFor(() => expect(hub.size).toBe(before));
  });
});
