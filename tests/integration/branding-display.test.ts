import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as EMBED } from "@/app/embed/[id]/route";
import { PATCH } from "@/app/api/workspaces/[wid]/branding/route";
import { PUT } from "@/app/api/workspaces/[wid]/branding/logo/route";
import { subscriptions } from "@/db/schema";
import type { PlanId } from "@/lib/billing/shared";
import { brandingForVideo } from "@/lib/branding/queries";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import { proxy } from "@/proxy";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { imageBytes, putBytes } from "./branding-support";
import { subscribe } from "./videos-fixtures";
import { insertVideo } from "./videos-fixtures";
import { call } from "./workspaces-support";

const database = useTestDatabase();

afterEach(() => {
  vi.useRealTimers();
});

/** A shared video in the personal workspace of an owner on `plan`. */
async function sharedVideoOn(plan: PlanId | "free") {
  const db = database.db();
  const owner = await createTestUser(db);
  if (plan !== "free") await subscribe(db, owner.id, plan);
  const workspaceId = await ensurePersonalWorkspace(db, owner.id);
  const video = await insertVideo(db, owner.id, { isPrivate: false });
  return { owner, workspaceId, video };
}

const setAccent = (workspaceId: number, owner: TestUser, accentColor: string) =>
  call(PATCH, "", { wid: workspaceId }, owner, { method: "PATCH", body: { accentColor } });

/** The kept page's path the proxy sends a signed-out `/video/{id}` to. */
async function keptPath(videoId: number): Promise<string | null> {
  const response = await proxy(new NextRequest(`http://127.0.0.1:3000/video/${videoId}`));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite ? new URL(rewrite).pathname : null;
}

describe("branding on the share page's cached version", () => {
  it("a branding change is a new version at once; a lapsed plan drops it on time", async () => {
    const { owner, workspaceId, video } = await sharedVideoOn("yearly");
    // The plan's period ends in a minute (cancelled at period end, say).
    const end = new Date(Date.now() + 60_000);
    await database
      .db()
      .update(subscriptions)
      .set({ currentPeriodEnd: end })
      .where(eq(subscriptions.userId, owner.id));
    const plain = `/video-version/${video.id}/${video.updatedAt.getTime()}`;
    expect(await keptPath(video.id)).toBe(plain);

    expect((await setAccent(workspaceId, owner, "#1a73e8")).status).toBe(200);
    const first = await keptPath(video.id);
    expect(first).toMatch(new RegExp(`^${plain}-\\d+$`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await putBytes(PUT, workspaceId, owner, await imageBytes("png"))).status).toBe(200);
    const second = await keptPath(video.id);
    expect(second).toMatch(new RegExp(`^${plain}-\\d+$`));
    expect(second).not.toBe(first);

    // The period ends with no write at all: the same kept row answers the plain version then.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(end.getTime() + 1);
    expect(await keptPath(video.id)).toBe(plain);
    expect(await brandingForVideo(database.db(), video.id)).toBeNull();
  });

  it("workspaces without custom branding keep the plain version", async () => {
    const { video } = await sharedVideoOn("monthly");
    expect(await keptPath(video.id)).toBe(
      `/video-version/${video.id}/${video.updatedAt.getTime()}`,
    );
  });
});

describe("branding on the embed", () => {
  it("a Pro Annual video's embed shows the logo and the accent with readable text", async () => {
    const { owner, workspaceId, video } = await sharedVideoOn("yearly");
    await setAccent(workspaceId, owner, "#ffeb3b");
    await putBytes(PUT, workspaceId, owner, await imageBytes("png"));
    const branding = await brandingForVideo(database.db(), video.id);
    expect(branding).toMatchObject({ accentColor: "#ffeb3b", accentText: "#000000" });
    const res = await EMBED(
      apiRequest(`/embed/${video.id}`),
      routeParams({ id: String(video.id) }),
    );
    const html = await res.text();
    expect(html).toContain(`<img class="logo" src="http://127.0.0.1:3000${branding?.logoUrl}"`);
    expect(html).toContain("body .ov,body .cta,body .lk button{background:#ffeb3b;color:#000000}");
  });

  it("a downgraded workspace keeps its branding stored but shows none", async () => {
    const { owner, workspaceId, video } = await sharedVideoOn("yearly");
    await setAccent(workspaceId, owner, "#1a73e8");
    await database
      .db()
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.userId, owner.id));
    expect(await brandingForVideo(database.db(), video.id)).toBeNull();
    const res = await EMBED(
      apiRequest(`/embed/${video.id}`),
      routeParams({ id: String(video.id) }),
    );
    const html = await res.text();
    expect(html).not.toContain("#1a73e8");
    expect(html).not.toContain('class="logo"');
  });
});
