import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as CTA_CLICK } from "@/app/api/videos/[id]/cta-click/route";
import { GET as INSIGHTS } from "@/app/api/videos/[id]/insights/route";
import { GET as MEDIA } from "@/app/api/videos/[id]/media/[kind]/route";
import { GET as VIDEO } from "@/app/api/videos/[id]/route";
import { videos, type Video } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import { CTA_CLICKS_PER_ADDRESS_PER_DAY, CTA_CLICKS_PER_HOUR } from "@/lib/audience/shared";
import type { VideoResponse } from "@/lib/videos/serialize";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { call, embedPage, oembedFor, options, patchAs, unlock } from "./video-access-fixtures";
import { insertVideo, PNG_BYTES, type People } from "./videos-fixtures";
import { invalidateVideo } from "@/lib/videos/content-cache";

const database = useTestDatabase();
let people: People;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const db = database.db();
  people = { owner: await createTestUser(db), other: await createTestUser(db) };
});

async function sharedVideo(title: string): Promise<Video> {
  const thumbnailKey = `thumbnails/${title.replace(/\W/g, "-")}.png`;
  await getStorage().put(thumbnailKey, PNG_BYTES, { contentType: "image/png" });
  return insertVideo(database.db(), people.owner.id, { isPrivate: false, title, thumbnailKey });
}

async function message(response: Response) {
  return ((await response.json()) as { message: string }).message;
}

/** Moves the expiry into the past the way time would (a PATCH refuses past dates). */
/** Stands in for the clock passing `expiresAt`, which the API refuses to set in the past. */
async function expire(video: Video) {
  await database
    .db()
    .update(videos)
    .set({ expiresAt: new Date(Date.now() - 1000), updatedAt: new Date() })
    .where(eq(videos.id, video.id));
  // The app would not see this write (it never makes it); the clock needs no write to expire a
  // kept row, so this process forgets it as after its own writes.
  invalidateVideo(video.id);
}

describe("expiresAt", () => {
  it("takes a future ISO date or null, answers it, and refuses anything else with a sentence naming the field in words", async () => {
    const video = await sharedVideo("Expiring");
    const future = new Date(Date.now() + 7 * DAY_MS).toISOString();
    const set = await patchAs(people.owner, video, { expiresAt: future });
    expect(set.status).toBe(200);
    expect(((await set.json()) as VideoResponse).expiresAt).toBe(future);
    const dateOnly = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
    const byDate = (await (
      await patchAs(people.owner, video, { expiresAt: dateOnly })
    ).json()) as VideoResponse;
    expect(byDate.expiresAt).toBe(`${dateOnly}T23:59:59.999Z`);

    const past = new Date(Date.now() - DAY_MS).toISOString();
    for (const expiresAt of [past, "tomorrow", 123, "2026-13-45"]) {
      const res = await patchAs(people.owner, video, { expiresAt });
      expect(res.status).toBe(400);
      // A sentence a person can act on; the API's field name never reaches the edit dialog.
      const text = await message(res);
      expect(text).toMatch(
        expiresAt === past
          ? "The expiry date must be in the future."
          : /^The expiry must be a date/,
      );
      expect(text).not.toContain("expiresAt");
    }
    const cleared = await patchAs(people.owner, video, { expiresAt: null });
    expect(((await cleared.json()) as VideoResponse).expiresAt).toBeNull();
    expect((await patchAs(people.other, video, { expiresAt: future })).status).toBe(404);
  });

  it("answers 410 'This link has expired' to everyone but the owner, who can extend it", async () => {
    const video = await sharedVideo("Old news");
    await patchAs(people.owner, video, { expiresAt: new Date(Date.now() + DAY_MS).toISOString() });
    // Cached while open: the expiry must still win.
    expect((await call(VIDEO, video, "", options("signed out", people))).status).toBe(200);
    await expire(video);

    for (const who of ["other", "anonymous", "signed out"] as const) {
      const as = options(who, people);
      const api = await call(VIDEO, video, "", as);
      expect(api.status).toBe(410);
      expect(await api.json()).toEqual({ message: "This link has expired", code: "link_expired" });
      for (const kind of ["video", "thumbnail"]) {
        const media = await call(MEDIA, video, `/media/${kind}`, as, { kind });
        expect(media.status).toBe(410);
      }
    }
    const oembed = await oembedFor(video);
    expect(oembed.status).toBe(410);
    expect(await oembed.json()).toEqual({ message: "This link has expired", code: "link_expired" });
    const embed = await embedPage(video);
    expect(embed.status).toBe(410);
    const html = await embed.text();
    expect(html).toContain("This link has expired");
    expect(html).not.toContain("Old news");

    const own = await call(VIDEO, video, "", options("owner", people));
    expect(own.status).toBe(200);
    expect(
      (await call(MEDIA, video, "/media/video", options("owner", people), { kind: "video" }))
        .status,
    ).toBe(200);

    const later = new Date(Date.now() + 2 * DAY_MS).toISOString();
    expect((await patchAs(people.owner, video, { expiresAt: later })).status).toBe(200);
    expect((await call(VIDEO, video, "", options("signed out", people))).status).toBe(200);
  });

  it("wins over a password, and a private expired video stays 404", async () => {
    const video = await sharedVideo("Both");
    await patchAs(people.owner, video, { password: "letmein" });
    await expire(video);
    const res = await call(VIDEO, video, "", options("other", people));
    expect(res.status).toBe(410);
    expect((await unlock(video, "letmein")).response.status).toBe(410);
    await database
      .db()
      .update(videos)
      .set({ visibility: "private" })
      .where(eq(videos.id, video.id));
    expect((await call(VIDEO, video, "", options("other", people))).status).toBe(404);
  });
});

describe("call to action", () => {
  it("takes { label, url } with an https public url and a label of at most 40 characters", async () => {
    const video = await sharedVideo("With a button");
    const cta = { label: "Book a demo", url: "https://example.com/book?ref=video" };
    const res = await patchAs(people.owner, video, { cta });
    expect(res.status).toBe(200);
    expect(((await res.json()) as VideoResponse).cta).toEqual(cta);
    const read = await call(VIDEO, video, "", options("signed out", people));
    expect(((await read.json()) as VideoResponse).cta).toEqual(cta);

    const bad: [unknown, RegExp][] = [
      [
        { label: "x".repeat(41), url: cta.url },
        /^The button (needs a label|label must be at most 40 characters)\.$/,
      ],
      [
        { label: "", url: cta.url },
        /^The button (needs a label|label must be at most 40 characters)\.$/,
      ],
      [
        { label: "Go", url: "http://example.com" },
        /^The button (needs a link|link must be an https address on a public website)\.$/,
      ],
      [
        { label: "Go", url: "https://localhost/x" },
        /^The button (needs a link|link must be an https address on a public website)\.$/,
      ],
      [
        { label: "Go", url: "https://192.168.1.4/x" },
        /^The button (needs a link|link must be an https address on a public website)\.$/,
      ],
      [
        { label: "Go", url: "https://user:pw@example.com" },
        /^The button (needs a link|link must be an https address on a public website)\.$/,
      ],
      [
        { label: "Go", url: "javascript:alert(1)" },
        /^The button (needs a link|link must be an https address on a public website)\.$/,
      ],
      [
        { label: "Go" },
        /^The button (needs a link|link must be an https address on a public website)\.$/,
      ],
      ["Go", /^The call to action must be a button label and link/],
    ];
    for (const [body, expected] of bad) {
      const refused = await patchAs(people.owner, video, { cta: body });
      expect(refused.status).toBe(400);
      expect(await message(refused)).toMatch(expected);
    }
    const embed = await (await embedPage(video)).text();
    expect(embed).toContain('href="https://example.com/book?ref=video"');
    expect(embed).toContain(">Book a demo</a>");

    const removed = await patchAs(people.owner, video, { cta: null });
    expect(((await removed.json()) as VideoResponse).cta).toBeNull();
  });

  it("counts viewers' clicks (not the owner's) into insights, at most 5 an hour per viewer", async () => {
    const video = await sharedVideo("Clicky");
    const click = (who: "owner" | "other" | "anonymous") =>
      call(CTA_CLICK, video, "/cta-click", options(who, people, { method: "POST" }));
    expect((await click("other")).status).toBe(404);
    await patchAs(people.owner, video, { cta: { label: "Buy", url: "https://shop.example.com" } });

    expect((await click("owner")).status).toBe(204);
    for (let i = 0; i < CTA_CLICKS_PER_HOUR; i++) expect((await click("other")).status).toBe(204);
    const limited = await click("other");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await click("anonymous")).status).toBe(204);

    const insights = await call(INSIGHTS, video, "/insights", options("owner", people));
    expect(((await insights.json()) as { ctaClicks: number }).ctaClicks).toBe(
      CTA_CLICKS_PER_HOUR + 1,
    );
  });

  it("bounds the clicks one address adds per day, whatever anonymous ids it sends", async () => {
    const video = await sharedVideo("Forged clicks");
    await patchAs(people.owner, video, { cta: { label: "Buy", url: "https://shop.example.com" } });
    const clickFrom = (address: string, n: number) =>
      CTA_CLICK(
        apiRequest(`/api/videos/${video.id}/cta-click`, {
          method: "POST",
          anonymousId: `dev-user-${9000 + n}`,
          headers: { "x-forwarded-for": address },
        }),
        routeParams({ id: String(video.id) }),
      );
    const statuses: number[] = [];
    for (let n = 0; n < CTA_CLICKS_PER_ADDRESS_PER_DAY + 5; n++) {
      statuses.push((await clickFrom("203.0.113.21", n)).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(
      CTA_CLICKS_PER_ADDRESS_PER_DAY,
    );
    expect(statuses.slice(CTA_CLICKS_PER_ADDRESS_PER_DAY).every((status) => status === 429)).toBe(
      true,
    );
    // Another address, and a signed-in viewer (an account, not an address), still count.
    expect((await clickFrom("203.0.113.22", 0)).status).toBe(204);
    const signedIn = await call(
      CTA_CLICK,
      video,
      "/cta-click",
      options("other", people, { method: "POST", address: "203.0.113.21" }),
    );
    expect(signedIn.status).toBe(204);
    const insights = await call(INSIGHTS, video, "/insights", options("owner", people));
    expect(((await insights.json()) as { ctaClicks: number }).ctaClicks).toBe(
      CTA_CLICKS_PER_ADDRESS_PER_DAY + 2,
    );
  });

  it("refuses clicks on a locked video until it is unlocked", async () => {
    const video = await sharedVideo("Locked clicks");
    await patchAs(people.owner, video, {
      password: "letmein",
      cta: { label: "Buy", url: "https://shop.example.com" },
    });
    const locked = await call(
      CTA_CLICK,
      video,
      "/cta-click",
      options("other", people, { method: "POST" }),
    );
    expect(locked.status).toBe(403);
    const { cookie } = await unlock(video, "letmein");
    const open = await call(
      CTA_CLICK,
      video,
      "/cta-click",
      options("other", people, { method: "POST", cookie }),
    );
    expect(open.status).toBe(204);
  });
});
