import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postBulk } from "@/app/api/videos/[id]/links/bulk/route";
import { trackedLinks, type Video } from "@/db/schema";
import { createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, subscribe } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let freeOwner: TestUser;
let video: Video;
let freeVideo: Video;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db);
  freeOwner = await createTestUser(db);
  await subscribe(db, owner.id, "yearly");
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 60, title: "Demo" });
  freeVideo = await insertVideo(db, freeOwner.id, { isPrivate: false, duration: 60 });
});

interface BulkAnswer {
  links: {
    id: number;
    recipientName: string;
    url: string;
    gifUrl: string;
    snippet: { html: string };
  }[];
}

const bulk = (body: string, contentType: string, who = owner, target = video) =>
  postBulk(
    new Request(`http://127.0.0.1:3000/api/videos/${target.id}/links/bulk`, {
      method: "POST",
      headers: { authorization: `Bearer ${who.token}`, "content-type": contentType },
      body,
    }),
    routeParams({ id: String(target.id) }),
  );

const linkCount = async (videoId = video.id) =>
  (await database.db().select().from(trackedLinks).where(eq(trackedLinks.videoId, videoId))).length;

describe("POST /api/videos/{id}/links/bulk", () => {
  it("makes a link per CSV row, in order, each with its URL, GIF and snippet", async () => {
    const csv =
      "\uFEFFname,email,company,note\r\nDana Reyes,dana@acme.example,Acme,Here you go\r\n" +
      '"Lee, Sam",,Globex,\r\n';
    const response = await bulk(csv, "text/csv; charset=utf-8");
    expect(response.status).toBe(201);
    const { links } = (await response.json()) as BulkAnswer;
    expect(links.map((link) => link.recipientName)).toEqual(["Dana Reyes", "Lee, Sam"]);
    for (const link of links) {
      const token = new URL(link.url).searchParams.get("r");
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(link.gifUrl).toBe(`http://127.0.0.1:3000/api/links/${token}/preview.gif`);
      expect(link.snippet.html).toContain(`href="${link.url}"`);
    }
    const rows = await database
      .db()
      .select()
      .from(trackedLinks)
      .where(eq(trackedLinks.id, links[0]!.id));
    expect(rows[0]).toMatchObject({
      recipientEmail: "dana@acme.example",
      company: "Acme",
      note: "Here you go",
    });
  });

  it("takes JSON recipients too", async () => {
    const body = JSON.stringify({
      recipients: [{ recipientName: "Pat" }, { recipientName: "Kim" }],
    });
    const response = await bulk(body, "application/json");
    expect(response.status).toBe(201);
    expect(((await response.json()) as BulkAnswer).links).toHaveLength(2);
  });

  it("reports a bad row by its number and creates nothing", async () => {
    const before = await linkCount();
    const csv = "name,email\nDana,dana@acme.example\nSam,not-an-email\n";
    const response = await bulk(csv, "text/csv");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Row 3: The recipient's email is not a valid address.",
    });
    const json = JSON.stringify({ recipients: [{ recipientName: "Ok" }, { recipientName: " " }] });
    const refused = await bulk(json, "application/json");
    expect(await refused.json()).toMatchObject({
      message: "Recipient 2: The recipient's name is required.",
    });
    expect(await linkCount()).toBe(before);
  });

  it("refuses a list without the header, an empty one, more than 500, and other types", async () => {
    expect((await bulk("Dana,dana@acme.example\n", "text/csv")).status).toBe(400);
    expect((await bulk("name,email\n", "text/csv")).status).toBe(400);
    const many = "name\n" + Array.from({ length: 501 }, (_, i) => `R${i}`).join("\n");
    const tooMany = await bulk(many, "text/csv");
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ message: "At most 500 recipients at a time." });
    expect((await bulk('name\n"unclosed', "text/csv")).status).toBe(400);
    expect((await bulk("name=Dana", "application/x-www-form-urlencoded")).status).toBe(415);
  });

  it("is the owner's, on Pro Annual", async () => {
    expect((await bulk("name\nDana\n", "text/csv", freeOwner, video)).status).toBe(404);
    expect((await bulk("name\nDana\n", "text/csv", freeOwner, freeVideo)).status).toBe(403);
    expect(await linkCount(freeVideo.id)).toBe(0);
  });
});
