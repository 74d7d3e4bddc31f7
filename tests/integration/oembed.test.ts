import { describe, expect, it } from "vitest";
import { POST as ENHANCE } from "@/app/api/enhance-text/route";
import { GET as OEMBED } from "@/app/api/oembed/route";
import { GET as CAPTIONS } from "@/app/api/videos/[id]/captions/route";
import { videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";

const database = useTestDatabase();
const BASE = "http://127.0.0.1:3000";

interface World {
  owner: TestUser;
  other: TestUser;
  shared: number;
  hidden: number;
}

async function createVideo(
  db: Db,
  userId: string,
  isPrivate: boolean,
  extra: Partial<typeof videos.$inferInsert> = {},
) {
  const [row] = await db
    .insert(videos)
    .values({
      userId,
      workspaceId: await ensurePersonalWorkspace(db, userId),
      visibility: isPrivate ? "private" : "public",
      title: isPrivate ? "Secret roadmap" : `Demo "quoted" <b>`,
      description: "A walkthrough",
      originalKey: "videos/x/original.webm",
      thumbnailKey: "thumbnails/x/1-abcdef.png",
      duration: 42,
      ...extra,
    })
    .returning();
  if (!row) throw new Error("no video");
  return row.id;
}

let world: World | undefined;
async function setup(): Promise<World> {
  if (world) return world;
  const db = database.db();
  const owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  const other = await createTestUser(db);
  const transcript = JSON.stringify([
    { time: 0, text: "Hello <there>" },
    { time: 4.5, text: "Second --> line" },
  ]);
  world = {
    owner,
    other,
    shared: await createVideo(db, owner.id, false, { transcript }),
    hidden: await createVideo(db, owner.id, true, { transcript }),
  };
  return world;
}

const oembed = (query: string, token?: string) =>
  OEMBED(apiRequest(`/api/oembed?${query}`, { token }));
const forUrl = (url: string, extra = "") => `url=${encodeURIComponent(url)}${extra}`;

describe("GET /api/oembed", () => {
  it("answers the oEmbed video JSON for a shared video's page and embed URLs", async () => {
    const w = await setup();
    for (const path of [`/video/${w.shared}`, `/videos/${w.shared}`, `/embed/${w.shared}`]) {
      const res = await oembed(forUrl(`${BASE}${path}`));
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        version: "1.0",
        type: "video",
        title: `Demo "quoted" <b>`,
        provider_name: "Demoreel",
        author_name: "Olive Owner",
        width: 640,
        height: 360,
      });
      expect(body.thumbnail_url).toMatch(
        new RegExp(`^${BASE}/api/videos/${w.shared}/media/thumbnail\\?v=`),
      );
      expect(body.html).toBe(
        `<iframe src="${BASE}/embed/${w.shared}" width="640" height="360" title="Demo &quot;quoted&quot; &lt;b&gt;" ` +
          `frameborder="0" allow="autoplay; fullscreen; picture-in-picture"></iframe>`,
      );
    }
  });

  it("fits maxwidth and maxheight at 16:9", async () => {
    const w = await setup();
    const small = (await (
      await oembed(forUrl(`${BASE}/video/${w.shared}`, "&maxwidth=320"))
    ).json()) as Record<string, number>;
    expect([small.width, small.height]).toEqual([320, 180]);
    const short = (await (
      await oembed(forUrl(`${BASE}/video/${w.shared}`, "&maxheight=90"))
    ).json()) as Record<string, number>;
    expect([short.width, short.height]).toEqual([160, 90]);
  });

  it("gives nothing for a private video except to its owner", async () => {
    const w = await setup();
    const res = await oembed(forUrl(`${BASE}/video/${w.hidden}`));
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain("Secret");
    expect((await oembed(forUrl(`${BASE}/video/${w.hidden}`), w.other.token)).status).toBe(404);
    expect((await oembed(forUrl(`${BASE}/video/${w.hidden}`), w.owner.token)).status).toBe(200);
  });

  it.each([
    ["an unknown id", `${BASE}/video/123456789`, 404],
    ["another site", `https://evil.example/video/1`, 404],
    ["another path", `${BASE}/api/videos/1`, 404],
    ["not a URL", "nope", 404],
  ])("answers 404 for %s", async (_name, url, status) => {
    expect((await oembed(forUrl(url))).status).toBe(status);
  });

  it("refuses a missing url (400) and the xml format (501)", async () => {
    const w = await setup();
    expect((await oembed("")).status).toBe(400);
    expect((await oembed(forUrl(`${BASE}/video/${w.shared}`, "&format=xml"))).status).toBe(501);
  });
});

describe("GET /api/videos/{id}/captions", () => {
  const captions = (id: number, token?: string) =>
    CAPTIONS(apiRequest(`/api/videos/${id}/captions`, { token }), routeParams({ id: String(id) }));

  it("answers WebVTT from the transcript, escaped", async () => {
    const w = await setup();
    const res = await captions(w.shared);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await res.text()).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.500\nHello &lt;there&gt;\n\n2\n00:00:04.500 --> 00:00:09.500\nSecond -&gt; line\n",
    );
  });

  it("hides a private video's captions from everyone but the owner", async () => {
    const w = await setup();
    expect((await captions(w.hidden)).status).toBe(404);
    expect((await captions(w.hidden, w.other.token)).status).toBe(404);
    expect((await captions(w.hidden, w.owner.token)).status).toBe(200);
  });

  it("is 404 without a transcript", async () => {
    const w = await setup();
    const bare = await createVideo(database.db(), w.owner.id, false);
    expect((await captions(bare)).status).toBe(404);
  });
});

describe("POST /api/enhance-text (before AI is configured)", () => {
  const enhance = (body: unknown, token?: string) =>
    ENHANCE(apiRequest("/api/enhance-text", { method: "POST", body, token }));

  it("checks the input and the caller, then answers 503 with a clear message", async () => {
    const w = await setup();
    expect((await enhance({ text: " ", type: "title" }, w.owner.token)).status).toBe(400);
    expect((await enhance({ text: "x", type: "summary" }, w.owner.token)).status).toBe(400);
    expect((await enhance({ text: "My demo", type: "title" })).status).toBe(401);
    const res = await enhance({ text: "My demo", type: "title", context: "a demo" }, w.owner.token);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: "AI writing is not set up on this server.",
      code: "ai_not_configured",
    });
  });
});
