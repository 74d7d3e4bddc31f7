import { describe, expect, it } from "vitest";
import { DELETE, PATCH } from "@/app/api/attachments/[id]/route";
import { GET, POST } from "@/app/api/videos/[id]/attachments/route";
import type { AttachmentResponse } from "@/lib/attachments/schemas";
import { apiRequest, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { as, lazyWorld, plainVideo, type Who, type World } from "./videos-fixtures";

const database = useTestDatabase();

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s";
const YOUTUBE_EMBED = "https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0&start=30";

const setup = lazyWorld(database);

const list = (videoId: number, who: Who, w: World) =>
  GET(
    apiRequest(`/api/videos/${videoId}/attachments`, as(who, w)),
    routeParams({ id: String(videoId) }),
  );
const create = (videoId: number, who: Who, w: World, body: unknown) =>
  POST(
    apiRequest(`/api/videos/${videoId}/attachments`, { ...as(who, w), method: "POST", body }),
    routeParams({ id: String(videoId) }),
  );
const patch = (id: number, who: Who, w: World, body: unknown) =>
  PATCH(
    apiRequest(`/api/attachments/${id}`, { ...as(who, w), method: "PATCH", body }),
    routeParams({ id: String(id) }),
  );
const remove = (id: number, who: Who, w: World) =>
  DELETE(
    apiRequest(`/api/attachments/${id}`, { ...as(who, w), method: "DELETE" }),
    routeParams({ id: String(id) }),
  );
const embed = (over: Record<string, unknown> = {}) => ({
  attachmentType: "embed",
  embedType: "youtube",
  embedUrl: YOUTUBE,
  caption: null,
  timestamp: null,
  ...over,
});
describe("attachments: access matrix", () => {
  it.each<[Who, number, number, number]>([
    // who, list shared, list private, create
    ["owner", 200, 200, 201],
    ["other", 200, 404, 404],
    ["anonymous", 200, 404, 401],
    ["signed out", 200, 404, 401],
  ])("%s: list shared %d, list private %d, create %d", async (who, shared, hidden, created) => {
    const w = await setup();
    expect((await list(w.shared, who, w)).status).toBe(shared);
    expect((await list(w.hidden, who, w)).status).toBe(hidden);
    expect((await create(w.shared, who, w, embed())).status).toBe(created);
  });

  it("only the owner edits or deletes; others get 404 (401 when not signed in)", async () => {
    const w = await setup();
    const made = (await (await create(w.hidden, "owner", w, embed())).json()) as AttachmentResponse;
    expect((await patch(made.id, "other", w, { caption: "x" })).status).toBe(404);
    expect((await patch(made.id, "anonymous", w, { caption: "x" })).status).toBe(401);
    expect((await remove(made.id, "other", w)).status).toBe(404);
    expect((await remove(made.id, "signed out", w)).status).toBe(401);
    expect((await remove(made.id, "owner", w)).status).toBe(200);
    const again = await remove(made.id, "owner", w);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      message: "Attachment not found",
      code: "attachment_not_found",
    });
  });
});

describe("attachments: embeds", () => {
  it("stores the converted URL, the order as the count at creation, caption as text", async () => {
    const db = database.db();
    const w = await setup();
    const video = await plainVideo(db, w.owner.id, false);
    const caption = `<b onclick="x()">Look</b> & "see"`;
    const first = await create(video, "owner", w, embed({ caption, timestamp: 12, order: 99 }));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      attachmentType: "embed",
      embedType: "youtube",
      embedUrl: YOUTUBE_EMBED,
      imageUrl: null,
      caption,
      timestamp: 12,
      order: 0,
    });
    const tweet = embed({ embedType: "tweet", embedUrl: "https://x.com/jack/status/20" });
    expect(
      ((await (await create(video, "owner", w, tweet)).json()) as AttachmentResponse).order,
    ).toBe(1);
    const listed = (await (await list(video, "signed out", w)).json()) as AttachmentResponse[];
    expect(listed.map((a) => [a.order, a.embedUrl])).toEqual([
      [0, YOUTUBE_EMBED],
      [1, "https://platform.twitter.com/embed/Tweet.html?id=20&theme=light"],
    ]);
  });

  it.each([
    [embed({ embedUrl: "" }), "Please enter a URL for embedding"],
    [embed({ embedType: null }), "Please select the type of content you're embedding"],
    [embed({ embedUrl: "https://vimeo.com/1" }), "Invalid YouTube URL"],
    [embed({ embedUrl: "https://www.youtube.com/channel/x" }), "Invalid YouTube URL Format"],
    [
      embed({ embedType: "website", embedUrl: "javascript:alert(1)" }),
      "Please enter a valid website URL",
    ],
    [
      embed({ embedType: "website", embedUrl: "http://192.168.1.1/" }),
      "Please enter a valid website URL",
    ],
    [
      embed({ embedType: "google-slides", embedUrl: "https://docs.google.com/presentation/" }),
      "Invalid Google Slides URL Format",
    ],
    [embed({ embedType: "tweet", embedUrl: "https://x.com/jack" }), "Invalid Tweet URL Format"],
    [embed({ embedType: "pdf" }), "embedType"],
    [embed({ timestamp: 91 }), "timestamp"],
    [embed({ timestamp: -1 }), "timestamp"],
    [{ attachmentType: "video" }, "attachmentType"],
  ])("refuses %j with 400", async (body, message) => {
    const w = await setup();
    const res = await create(w.shared, "owner", w, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it("patches caption, time and URL (re-checked and converted)", async () => {
    const w = await setup();
    const made = (await (await create(w.shared, "owner", w, embed())).json()) as AttachmentResponse;
    const res = await patch(made.id, "owner", w, {
      caption: "  New  ",
      timestamp: 5,
      embedType: "website",
      embedUrl: "http://example.com/a",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      caption: "New",
      timestamp: 5,
      embedType: "website",
      embedUrl: "https://example.com/a",
    });
    expect((await patch(made.id, "owner", w, { embedUrl: "https://localhost/" })).status).toBe(400);
    expect((await patch(made.id, "owner", w, { timestamp: 1000 })).status).toBe(400);
    const cleared = await patch(made.id, "owner", w, { caption: "", timestamp: null });
    expect(await cleared.json()).toMatchObject({ caption: null, timestamp: null });
  });
});
