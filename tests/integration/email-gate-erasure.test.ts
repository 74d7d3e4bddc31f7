import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as comments from "@/app/api/videos/[id]/comments/route";
import * as reactions from "@/app/api/videos/[id]/reactions/route";
import { DELETE as eraseViewer } from "@/app/api/videos/[id]/viewers/route";
import { POST as postView } from "@/app/api/videos/[id]/view/route";
import { webhookDeliveries, webhookEndpoints, type Video } from "@/db/schema";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/shared";
import { apiRequest, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  createGatedVideo,
  createGateOwner,
  gatedStatuses,
  giveEmail,
  patchGate,
  type Asker,
} from "./email-gate-support";

// The owner erases a viewer who came through the email gate: the viewer cookie that browser still
// holds names no one any more (it opens nothing and writes nothing, and is cleared where the
// answer can say so), and the webhook log keeps nothing of who they were.

const database = useTestDatabase();
let owner: TestUser;

beforeAll(async () => {
  owner = await createGateOwner(database.db());
});
const gatedVideo = () => createGatedVideo(database.db(), owner);

const params = (video: Video) => routeParams({ id: String(video.id) });
const post = (
  route: typeof comments.POST,
  video: Video,
  path: string,
  asker: Asker,
  body: unknown,
) =>
  route(
    apiRequest(`/api/videos/${video.id}${path}`, { ...asker, method: "POST", body }),
    params(video),
  );
const comment = (video: Video, asker: Asker) =>
  post(comments.POST, video, "/comments", asker, { content: "What does it cost?" });
const react = (video: Video, asker: Asker) =>
  post(reactions.POST, video, "/reactions", asker, { emoji: "👍", time: 2 });

/** Gives an email at the gate; answers the browser (with its cookie) and its gated viewer's key. */
async function gatedBrowser(video: Video, email: string, name: string) {
  const browser = { anonymousId: `dev-user-${email.length}${Date.now() % 100000}` };
  const { response, cookie } = await giveEmail(video.id, browser, { email, name });
  expect(response.status).toBe(204);
  const id = cookie.split("=")[1]?.split(".")[0] ?? "";
  return { asker: { ...browser, cookie }, key: `gated:${id}` };
}

async function erase(video: Video, key: string) {
  const response = await eraseViewer(
    apiRequest(`/api/videos/${video.id}/viewers?key=${key}`, {
      token: owner.token,
      method: "DELETE",
    }),
    params(video),
  );
  expect(response.status).toBe(204);
}

/** The Set-Cookie that forgets this video's viewer cookie. */
const forgetsViewerCookie = (response: Response, video: Video) => {
  const header = response.headers.get("set-cookie") ?? "";
  expect(header).toMatch(new RegExp(`^demoreel_viewer_${video.id}=;`));
  expect(header).toContain("Max-Age=0");
};

describe("an erased gated viewer's cookie", () => {
  it("opens nothing: a comment and a reaction get the gate's 403, not a 500", async () => {
    const video = await gatedVideo();
    const { asker, key } = await gatedBrowser(video, "pat@prospect.io", "Pat");
    expect((await comment(video, asker)).status).toBe(201);
    await erase(video, key);

    const commented = await comment(video, asker);
    expect(commented.status).toBe(403);
    expect(await commented.json()).toMatchObject({ code: "email_required" });
    forgetsViewerCookie(commented, video);
    const reacted = await react(video, asker);
    expect(reacted.status).toBe(403);
    expect(await reacted.json()).toMatchObject({ code: "email_required" });
    expect(await gatedStatuses(video.id, asker)).toEqual({
      video: 403,
      media: 403,
      captions: 403,
      watch: 403,
    });
  });

  it("writes nothing once the gate is off: a comment and a reaction are 401 as without it", async () => {
    const video = await gatedVideo();
    const { asker, key } = await gatedBrowser(video, "sam@prospect.io", "Sam");
    await erase(video, key);
    expect((await patchGate(video.id, owner.token, false)).status).toBe(200);

    const commented = await comment(video, asker);
    expect(commented.status).toBe(401);
    forgetsViewerCookie(commented, video);
    expect((await react(video, asker)).status).toBe(401);
    // Their view counts as anyone's, under no one's name.
    const viewed = await postView(
      apiRequest(`/api/videos/${video.id}/view`, { ...asker, method: "POST" }),
      params(video),
    );
    expect(viewed.status).toBe(200);
  });
});

describe("erasing a gated viewer", () => {
  it("scrubs the stored webhook payloads that named them", async () => {
    const video = await gatedVideo();
    const db = database.db();
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        workspaceId: video.workspaceId,
        url: "https://hooks.example.com/demoreel",
        events: [...WEBHOOK_EVENTS],
        secret: "not-opened-here",
      })
      .returning({ id: webhookEndpoints.id });
    const { asker, key } = await gatedBrowser(video, "lee@prospect.io", "Lee Prospect");
    const other = await gatedBrowser(video, "kim@prospect.io", "Kim");
    expect((await comment(video, asker)).status).toBe(201);
    expect((await comment(video, other.asker)).status).toBe(201);
    const stored = async () =>
      JSON.stringify(
        await db
          .select({ payload: webhookDeliveries.payload })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint!.id)),
      );
    expect(await stored()).toContain("lee@prospect.io");

    await erase(video, key);
    const after = await stored();
    expect(after).not.toContain("lee@prospect.io");
    expect(after).not.toContain("Lee Prospect");
    // Only they are scrubbed: another viewer's events keep naming them.
    expect(after).toContain("kim@prospect.io");
  });
});
