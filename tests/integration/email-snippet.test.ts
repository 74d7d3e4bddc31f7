import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteLink } from "@/app/api/links/[linkId]/route";
import { GET as getSnippet } from "@/app/api/videos/[id]/email-snippet/route";
import { trackedLinks, type Video } from "@/db/schema";
import type { CreatedLink, TrackedLinkSummary } from "@/lib/audience/shared";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { createLink, listLinks } from "./engagement-support";
import { insertVideo, subscribe } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let other: TestUser;
let video: Video;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db);
  other = await createTestUser(db);
  await subscribe(db, owner.id, "yearly");
  video = await insertVideo(db, owner.id, {
    isPrivate: false,
    duration: 95,
    title: `Pricing <for> "Acme"`,
  });
});

const snippet = (token: string, linkId?: number | string) =>
  getSnippet(
    apiRequest(
      `/api/videos/${video.id}/email-snippet${linkId === undefined ? "" : `?link=${linkId}`}`,
      { token },
    ),
    routeParams({ id: String(video.id) }),
  );

async function newLink(): Promise<CreatedLink> {
  const response = await createLink(video.id, owner.token, { recipientName: "Dana Reyes" });
  return (await response.json()) as CreatedLink;
}

describe("GET /api/videos/{id}/email-snippet", () => {
  it("gives mail-client markup: the GIF linked to the share URL, title, length, a text link", async () => {
    const response = await snippet(owner.token);
    expect(response.status).toBe(200);
    const { html, text } = (await response.json()) as { html: string; text: string };
    const url = `http://127.0.0.1:3000/video/${video.id}`;
    expect(html).toContain(`<a href="${url}"`);
    expect(html).toContain(`src="http://127.0.0.1:3000/api/videos/${video.id}/preview.gif"`);
    expect(html).toMatch(/<img [^>]*width="480" height="270"/);
    expect(html).toContain('alt="Pricing &lt;for&gt; &quot;Acme&quot; (01:35): watch the video"');
    expect(html).toContain(">Watch the video</a>");
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/class=/);
    expect(text).toBe(`Pricing <for> "Acme" (01:35)\nWatch the video: ${url}`);
  });

  it("gives a tracked link's own URL and GIF, read back from its sealed token, again later", async () => {
    const link = await newLink();
    const [row] = await database
      .db()
      .select()
      .from(trackedLinks)
      .where(eq(trackedLinks.id, link.id));
    expect(row?.tokenSealed).toMatch(/^sealed:v1:/);
    expect(row?.tokenSealed).not.toContain(link.token);

    const response = await snippet(owner.token, link.id);
    expect(response.status).toBe(200);
    const { html, text } = (await response.json()) as { html: string; text: string };
    expect(html).toContain(`href="${link.url}"`);
    expect(html).toContain(`/api/links/${link.token}/preview.gif`);
    expect(text).toContain(link.url);
    const listed = (await (await listLinks(video.id, owner.token)).json()) as TrackedLinkSummary[];
    expect(listed.find((l) => l.id === link.id)?.url).toBe(link.url);
  });

  it("refuses a revoked link (410), one made before tokens were kept (409), another's (404)", async () => {
    const revoked = await newLink();
    const revoking = await deleteLink(
      apiRequest(`/api/links/${revoked.id}`, { method: "DELETE", token: owner.token }),
      routeParams({ linkId: String(revoked.id) }),
    );
    expect(revoking.status).toBe(204);
    expect((await snippet(owner.token, revoked.id)).status).toBe(410);

    const old = await newLink();
    await database
      .db()
      .update(trackedLinks)
      .set({ tokenSealed: null })
      .where(eq(trackedLinks.id, old.id));
    const refused = await snippet(owner.token, old.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "link_not_copyable" });
    const listed = (await (await listLinks(video.id, owner.token)).json()) as TrackedLinkSummary[];
    expect(listed.find((l) => l.id === old.id)?.url).toBeNull();

    expect((await snippet(other.token)).status).toBe(404);
    expect((await snippet(owner.token, 99)).status).toBe(404);
    expect((await snippet(owner.token, "x")).status).toBe(400);
  });
});
