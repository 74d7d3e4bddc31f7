import { describe, expect, it } from "vitest";
import { GET as EMBED } from "@/app/embed/[id]/route";
import { GET as BADGE } from "@/app/api/videos/[id]/badge/route";
import { POST as BADGE_CLICK } from "@/app/api/videos/[id]/badge-click/route";
import { GET as INSIGHTS } from "@/app/api/videos/[id]/insights/route";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, subscribe } from "./videos-fixtures";

const database = useTestDatabase();

async function sharedVideoOf(plan: "free" | "pro") {
  const owner = await createTestUser(database.db());
  if (plan === "pro") await subscribe(database.db(), owner.id);
  const video = await insertVideo(database.db(), owner.id, { isPrivate: false });
  return { owner, video, params: routeParams({ id: String(video.id) }) };
}

describe('"Made with Demoreel" on free workspaces\' videos', () => {
  it("a free video's embed and share page show the badge, and a click counts in the owner's insights", async () => {
    const { owner, video, params } = await sharedVideoOf("free");
    const embed = await (await EMBED(apiRequest(`/embed/${video.id}`), params)).text();
    expect(embed).toContain('id="badge"');
    expect(embed).toContain("Made with Demoreel");
    const badge = await BADGE(apiRequest(`/api/videos/${video.id}/badge`), params);
    expect(await badge.json()).toEqual({ badge: true });
    const click = await BADGE_CLICK(
      apiRequest(`/api/videos/${video.id}/badge-click`, { method: "POST" }),
      params,
    );
    expect(click.status).toBe(204);
    const insights = await INSIGHTS(
      apiRequest(`/api/videos/${video.id}/insights`, { token: owner.token }),
      params,
    );
    expect(await insights.json()).toMatchObject({ badgeClicks: 1, ctaClicks: 0 });
  });

  it("a Pro video shows none, and its badge click is 404", async () => {
    const { video, params } = await sharedVideoOf("pro");
    const embed = await (await EMBED(apiRequest(`/embed/${video.id}`), params)).text();
    expect(embed).not.toContain("Made with Demoreel");
    const badge = await BADGE(apiRequest(`/api/videos/${video.id}/badge`), params);
    expect(await badge.json()).toEqual({ badge: false });
    const click = await BADGE_CLICK(
      apiRequest(`/api/videos/${video.id}/badge-click`, { method: "POST" }),
      params,
    );
    expect(click.status).toBe(404);
  });

  it("a private video's badge is 404 to others", async () => {
    const owner = await createTestUser(database.db());
    const video = await insertVideo(database.db(), owner.id, { isPrivate: true });
    const res = await BADGE(
      apiRequest(`/api/videos/${video.id}/badge`),
      routeParams({ id: String(video.id) }),
    );
    expect(res.status).toBe(404);
  });
});
