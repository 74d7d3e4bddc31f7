import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as comments from "@/app/api/videos/[id]/comments/route";
import { GET as getCsv } from "@/app/api/videos/[id]/insights.csv/route";
import { GET as getInsights } from "@/app/api/videos/[id]/insights/route";
import { DELETE as eraseViewer } from "@/app/api/videos/[id]/viewers/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import { comments as commentRows, gatedViewers, type Video } from "@/db/schema";
import type { VideoInsights } from "@/lib/audience/shared";
import type { CommentResponse } from "@/lib/comments/schemas";
import { apiRequest, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  createGatedVideo,
  createGateOwner,
  gatedStatuses,
  giveEmail,
  type Asker,
} from "./email-gate-support";

// An email typed at the gate is not verified: typing someone's address in another browser must
// not make that browser them. Each browser is its own gated viewer; the owner's figures count
// the browsers that gave one email as one person.

const database = useTestDatabase();
let owner: TestUser;

beforeAll(async () => {
  owner = await createGateOwner(database.db());
});
const gatedVideo = () => createGatedVideo(database.db(), owner);

const params = (video: Video) => routeParams({ id: String(video.id) });
const idOf = (cookie: string) => Number(cookie.split("=")[1]?.split(".")[0]);

/** A browser (its own anonymous id, its own cookie jar) that gives an email at the gate. */
async function browserGiving(video: Video, anonymousId: string, body: Record<string, string>) {
  const { response, cookie } = await giveEmail(video.id, { anonymousId }, body);
  expect(response.status).toBe(204);
  return { asker: { anonymousId, cookie } satisfies Asker, gatedViewerId: idOf(cookie) };
}

async function comment(video: Video, asker: Asker, content: string) {
  const response = await comments.POST(
    apiRequest(`/api/videos/${video.id}/comments`, {
      ...asker,
      method: "POST",
      body: { content },
    }),
    params(video),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as CommentResponse;
}

async function watch(video: Video, asker: Asker, sessionId: string, to: number) {
  const beacon = { sessionId, ranges: [[0, to]], position: to };
  const response = await postWatch(
    apiRequest(`/api/videos/${video.id}/watch`, { ...asker, method: "POST", body: beacon }),
    params(video),
  );
  expect(response.status).toBe(204);
}

const insightsOf = async (video: Video) =>
  (await (
    await getInsights(
      apiRequest(`/api/videos/${video.id}/insights`, { token: owner.token }),
      params(video),
    )
  ).json()) as VideoInsights;

describe("the same email in two browsers", () => {
  it("makes two gated viewers: the second's comments are its own, the first's name stays", async () => {
    const video = await gatedVideo();
    const first = await browserGiving(video, "dev-user-jar-1", {
      email: "pat@prospect.io",
      name: "Pat",
    });
    const second = await browserGiving(video, "dev-user-jar-2", {
      email: "PAT@prospect.io",
      name: "Mallory",
    });
    expect(second.gatedViewerId).not.toBe(first.gatedViewerId);

    const posted = await comment(video, second.asker, "I am Pat, honest");
    expect(posted.user).toMatchObject({ firstName: "Mallory" });
    const [row] = await database
      .db()
      .select({ gatedViewerId: commentRows.gatedViewerId })
      .from(commentRows)
      .where(eq(commentRows.id, posted.id));
    expect(row?.gatedViewerId).toBe(second.gatedViewerId);
    expect(row?.gatedViewerId).not.toBe(first.gatedViewerId);

    const [stored] = await database
      .db()
      .select({ name: gatedViewers.name, email: gatedViewers.email })
      .from(gatedViewers)
      .where(eq(gatedViewers.id, first.gatedViewerId));
    expect(stored).toEqual({ name: "Pat", email: "pat@prospect.io" });
    expect((await comment(video, first.asker, "Pricing?")).user).toMatchObject({
      firstName: "Pat",
    });
  });

  it("gives the same browser the same viewer again, and never renames it from the form", async () => {
    const video = await gatedVideo();
    const first = await browserGiving(video, "dev-user-jar-3", {
      email: "lee@prospect.io",
      name: "Lee",
    });
    const { response, cookie } = await giveEmail(video.id, first.asker, {
      email: "lee@prospect.io",
      name: "Someone else",
    });
    expect(response.status).toBe(204);
    expect(idOf(cookie)).toBe(first.gatedViewerId);
    const rows = await database
      .db()
      .select({ name: gatedViewers.name })
      .from(gatedViewers)
      .where(eq(gatedViewers.videoId, video.id));
    expect(rows).toEqual([{ name: "Lee" }]);
  });

  it("counts as one person in the insights and the CSV; erasing the person erases both", async () => {
    const video = await gatedVideo();
    const first = await browserGiving(video, "dev-user-jar-4", {
      email: "kim@prospect.io",
      name: "Kim",
    });
    const second = await browserGiving(video, "dev-user-jar-5", { email: "kim@prospect.io" });
    await watch(video, first.asker, "kim-laptop", 5);
    await watch(video, second.asker, "kim-phone", 15);

    const insights = await insightsOf(video);
    const kims = insights.viewers.filter((viewer) => viewer.gated?.email === "kim@prospect.io");
    expect(kims).toHaveLength(1);
    expect(kims[0]).toMatchObject({ name: "Kim", percentWatched: 75 });
    expect(insights.uniqueViewers).toBe(1);
    const csv = await getCsv(
      apiRequest(`/api/videos/${video.id}/insights.csv`, { token: owner.token }),
      params(video),
    );
    const lines = (await csv.text()).trim().split("\n");
    expect(lines.filter((line) => line.includes("kim@prospect.io"))).toHaveLength(1);

    const erased = await eraseViewer(
      apiRequest(`/api/videos/${video.id}/viewers?key=${kims[0]?.key}`, {
        token: owner.token,
        method: "DELETE",
      }),
      params(video),
    );
    expect(erased.status).toBe(204);
    expect((await insightsOf(video)).viewers).toEqual([]);
    const left = await database
      .db()
      .select()
      .from(gatedViewers)
      .where(eq(gatedViewers.videoId, video.id));
    expect(left).toEqual([]);
    expect((await gatedStatuses(video.id, second.asker)).video).toBe(403);
  });
});
