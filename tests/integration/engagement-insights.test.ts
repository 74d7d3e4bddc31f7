import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCsv } from "@/app/api/videos/[id]/insights.csv/route";
import { GET as getInsights } from "@/app/api/videos/[id]/insights/route";
import { DELETE as deleteViewer } from "@/app/api/videos/[id]/viewers/route";
import { POST as postCtaClick } from "@/app/api/videos/[id]/cta-click/route";
import { POST as postView } from "@/app/api/videos/[id]/view/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import type { Video } from "@/db/schema";
import type { CreatedLink, VideoInsights } from "@/lib/audience/shared";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { createLink, openTrackedLink } from "./engagement-support";
import { insertVideo, subscribe } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let video: Video;

/** One browser: its anonymous id and, after opening a tracked link, the attribution cookie. */
async function watchAs(
  browser: { anonymousId: string; cookie?: string },
  ranges: [number, number][],
  click: boolean,
) {
  const params = routeParams({ id: String(video.id) });
  const send = (path: string, body?: unknown) =>
    apiRequest(`/api/videos/${video.id}/${path}`, { ...browser, method: "POST", body });
  expect((await postView(send("view"), params)).status).toBe(200);
  const beacon = { sessionId: `s-${browser.anonymousId}`, ranges, position: 0 };
  expect((await postWatch(send("watch", beacon), params)).status).toBe(204);
  if (click) expect((await postCtaClick(send("cta-click"), params)).status).toBe(204);
}

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db);
  await subscribe(db, owner.id, "yearly");
  const cta = { label: "Book a call", url: "https://cal.example.com" };
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20, cta });
  const body = { recipientName: "=Jane", recipientEmail: "jane@acme.example", company: "Acme" };
  const link = (await (await createLink(video.id, owner.token, body)).json()) as CreatedLink;
  const { cookie } = await openTrackedLink(video.id, link.token, "dev-user-601");
  await watchAs({ anonymousId: "dev-user-601", cookie }, [[0, 12]], true);
  await watchAs({ anonymousId: "dev-user-602" }, [[0, 20]], false);
});

describe("per-viewer insights", () => {
  it("name each viewer, with percent, completion, click, funnel and conversion", async () => {
    const response = await getInsights(
      apiRequest(`/api/videos/${video.id}/insights`, { token: owner.token }),
      routeParams({ id: String(video.id) }),
    );
    const insights = (await response.json()) as VideoInsights;
    const byName = new Map(insights.viewers.map((viewer) => [viewer.name, viewer]));
    expect(byName.get("=Jane")).toMatchObject({
      recipient: { name: "=Jane", email: "jane@acme.example", company: "Acme" },
      percentWatched: 60,
      completed: false,
      ctaClicked: true,
    });
    expect(byName.get("Anonymous viewer 1")).toMatchObject({
      recipient: null,
      user: null,
      percentWatched: 100,
      completed: true,
      ctaClicked: false,
    });
    expect(insights.funnel).toEqual({ 25: 2, 50: 2, 75: 1, 100: 1 });
    expect(insights.ctaConversion).toBe(0.5);
  });

  it("export one CSV row per viewer, formulas made text", async () => {
    const response = await getCsv(
      apiRequest(`/api/videos/${video.id}/insights.csv`, { token: owner.token }),
      routeParams({ id: String(video.id) }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe(
      "viewer,kind,email,company,percent_watched,completed,cta_clicked,first_view,last_view",
    );
    expect(lines).toHaveLength(3);
    const jane = lines.find((line) => line.startsWith("'=Jane"));
    expect(jane).toMatch(/^'=Jane,tracked link,jane@acme\.example,Acme,60,false,true,/);
    const anonymous = lines.find((line) => line.startsWith("Anonymous viewer 1"));
    expect(anonymous).toMatch(/^Anonymous viewer 1,anonymous,,,100,true,false,/);
  });

  it("the owner erases one viewer's record; others get 404", async () => {
    const params = routeParams({ id: String(video.id) });
    const read = async () =>
      (await (
        await getInsights(
          apiRequest(`/api/videos/${video.id}/insights`, { token: owner.token }),
          params,
        )
      ).json()) as VideoInsights;
    const before = await read();
    const anonymous = before.viewers.find((viewer) => viewer.name === "Anonymous viewer 1");
    const key = encodeURIComponent(anonymous?.key ?? "");
    const stranger = await createTestUser(database.db());
    const as = (token: string) =>
      deleteViewer(
        apiRequest(`/api/videos/${video.id}/viewers?key=${key}`, { token, method: "DELETE" }),
        params,
      );
    expect((await as(stranger.token)).status).toBe(404);
    expect((await as(owner.token)).status).toBe(204);
    const after = await read();
    expect(after.viewers.map((viewer) => viewer.name)).toEqual(["=Jane"]);
    expect(after.uniqueViewers).toBe(before.uniqueViewers - 1);
  });

  it("without Pro Annual: no funnel, and the CSV is 403", async () => {
    const db = database.db();
    const free = await createTestUser(db);
    const own = await insertVideo(db, free.id, { isPrivate: false, duration: 20 });
    const params = routeParams({ id: String(own.id) });
    const insights = await getInsights(
      apiRequest(`/api/videos/${own.id}/insights`, { token: free.token }),
      params,
    );
    expect(await insights.json()).toMatchObject({ funnel: null, ctaConversion: null });
    const csv = await getCsv(
      apiRequest(`/api/videos/${own.id}/insights.csv`, { token: free.token }),
      params,
    );
    expect(csv.status).toBe(403);
    expect(await csv.json()).toMatchObject({ code: "plan_required" });
  });
});
