import { beforeAll, describe, expect, it } from "vitest";
import { GET as listNotifications } from "@/app/api/notifications/route";
import * as comments from "@/app/api/videos/[id]/comments/route";
import * as reactions from "@/app/api/videos/[id]/reactions/route";
import { DELETE as eraseViewer } from "@/app/api/videos/[id]/viewers/route";
import type { Video } from "@/db/schema";
import type { CommentResponse } from "@/lib/comments/schemas";
import type { NotificationPage } from "@/lib/notifications/shared";
import { apiRequest, routeParams, type TestUser } from "../support/fixtures";
import { giveEmail, patchGate } from "./email-gate-support";
import { ada, database, drain, mailTo, owner } from "./email-notifications-support";
import { insertVideo, subscribe } from "./videos-fixtures";

// A prospect who gave their email at the gate comments and reacts without an account: the owner
// hears of it as of anyone's (the bell and the comment email name them with their address), and
// erasing that viewer erases those notifications with them.

let video: Video;

beforeAll(async () => {
  const db = database.db();
  await subscribe(db, owner.id, "yearly");
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20 });
  expect((await patchGate(video.id, owner.token, true)).status).toBe(200);
});

const params = () => routeParams({ id: String(video.id) });

async function notificationsOf(user: TestUser) {
  const response = await listNotifications(apiRequest("/api/notifications", { token: user.token }));
  expect(response.status).toBe(200);
  return ((await response.json()) as NotificationPage).notifications.filter(
    (n) => n.video.id === video.id,
  );
}
const ownersNotifications = () => notificationsOf(owner);

describe("a gated viewer's comment and reaction", () => {
  it("reach the owner's bell and inbox under the name and address they gave, until erased", async () => {
    const browser = { anonymousId: "dev-user-gated-notify" };
    const { cookie } = await giveEmail(video.id, browser, {
      email: "pat@prospect.io",
      name: "Pat",
    });
    const gatedId = cookie.split("=")[1]?.split(".")[0] ?? "";
    const asker = { ...browser, cookie };
    const base = `/api/videos/${video.id}`;
    const post = (route: typeof comments.POST, path: string, body: unknown) =>
      route(apiRequest(path, { ...asker, method: "POST", body }), params());

    expect((await post(comments.POST, `${base}/comments`, { content: "Pricing?" })).status).toBe(
      201,
    );
    expect((await post(reactions.POST, `${base}/reactions`, { emoji: "👍", time: 2 })).status).toBe(
      201,
    );
    const told = await ownersNotifications();
    expect(told.map((n) => n.kind).sort()).toEqual(["comment", "reaction"]);
    for (const n of told) {
      expect(n.actor).toEqual({
        id: `gated:${gatedId}`,
        name: "Pat (pat@prospect.io)",
        image: null,
      });
    }

    await drain();
    const [email] = mailTo(owner);
    expect(email?.subject).toContain("Pat (pat@prospect.io)");
    expect(email?.text).toContain("Pricing?");

    const erased = await eraseViewer(
      apiRequest(`${base}/viewers?key=gated:${gatedId}`, { token: owner.token, method: "DELETE" }),
      params(),
    );
    expect(erased.status).toBe(204);
    expect(await ownersNotifications()).toEqual([]);
  });

  it("reach a commenter they reply to under their name alone: the address is the owner's", async () => {
    // A signed-in outsider passes the gate as anyone does, then asks.
    const adaPass = await giveEmail(video.id, { token: ada.token }, { email: ada.email });
    const asked = await comments.POST(
      apiRequest(`/api/videos/${video.id}/comments`, {
        token: ada.token,
        cookie: adaPass.cookie,
        method: "POST",
        body: { content: "Does it export to CSV?" },
      }),
      params(),
    );
    expect(asked.status).toBe(201);
    const question = (await asked.json()) as CommentResponse;
    const browser = { anonymousId: "dev-user-gated-reply" };
    const { cookie } = await giveEmail(video.id, browser, {
      email: "sam@prospect.io",
      name: "Sam",
    });
    const reply = await comments.POST(
      apiRequest(`/api/videos/${video.id}/comments`, {
        ...browser,
        cookie,
        method: "POST",
        body: { content: "It does.", parentId: question.id },
      }),
      params(),
    );
    expect(reply.status).toBe(201);
    const [toAda] = (await notificationsOf(ada)).filter((n) => n.kind === "reply");
    expect(toAda?.actor.name).toBe("Sam");
    const toOwner = (await ownersNotifications()).find((n) => n.excerpt === "It does.");
    expect(toOwner?.actor.name).toBe("Sam (sam@prospect.io)");

    await drain();
    const [email] = mailTo(ada);
    expect(email?.subject).toContain("Sam");
    expect(`${email?.subject} ${email?.text}`).not.toContain("sam@prospect.io");
  });
});
