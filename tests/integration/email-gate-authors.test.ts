import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteComment } from "@/app/api/comments/[commentId]/route";
import * as comments from "@/app/api/videos/[id]/comments/route";
import * as reactions from "@/app/api/videos/[id]/reactions/route";
import type { Video } from "@/db/schema";
import type { CommentResponse } from "@/lib/comments/schemas";
import type { ReactionResponse } from "@/lib/reactions/shared";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { giveEmail, patchGate, type Asker } from "./email-gate-support";
import { insertVideo, subscribe } from "./videos-fixtures";

// A viewer who passed a video's email gate comments and reacts without an account, under the
// name they gave (never their email); the owner deletes such a comment; anyone else still signs in.

const database = useTestDatabase();
let owner: TestUser;
let video: Video;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  await subscribe(db, owner.id, "yearly");
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20 });
  expect((await patchGate(video.id, owner.token, true)).status).toBe(200);
});

const params = () => routeParams({ id: String(video.id) });
const post = (route: typeof comments.POST, path: string, asker: Asker, body: unknown) =>
  route(apiRequest(path, { ...asker, method: "POST", body }), params());

describe("gated viewers as authors", () => {
  it("comment and react under their name, and the owner deletes the comment", async () => {
    const browser = { anonymousId: "dev-user-author-1" };
    const { cookie } = await giveEmail(video.id, browser, { email: "pat@x.io", name: "Pat" });
    const asker = { ...browser, cookie };
    const base = `/api/videos/${video.id}`;

    const created = await post(comments.POST, `${base}/comments`, asker, { content: "Nice demo" });
    expect(created.status).toBe(201);
    const comment = (await created.json()) as CommentResponse;
    expect(comment).toMatchObject({ content: "Nice demo", userId: "", user: { firstName: "Pat" } });
    const listed = await comments.GET(apiRequest(`${base}/comments`, asker), params());
    const text = await listed.text();
    expect(text, text).toContain('"firstName":"Pat"');
    expect(text).not.toContain("pat@x.io");

    const reacted = await post(reactions.POST, `${base}/reactions`, asker, {
      emoji: "🎉",
      time: 3,
    });
    expect(reacted.status).toBe(201);
    expect(((await reacted.json()) as ReactionResponse).user.firstName).toBe("Pat");

    const removed = await deleteComment(
      apiRequest(`/api/comments/${comment.id}`, { token: owner.token, method: "DELETE" }),
      routeParams({ commentId: String(comment.id) }),
    );
    expect(removed.status).toBeLessThan(300);
  });

  it("show 'Guest' for a viewer who gave no name", async () => {
    const browser = { anonymousId: "dev-user-author-2" };
    const { cookie } = await giveEmail(video.id, browser, { email: "anon@x.io" });
    const created = await post(
      comments.POST,
      `/api/videos/${video.id}/comments`,
      { ...browser, cookie },
      { content: "Question" },
    );
    expect(((await created.json()) as CommentResponse).user.firstName).toBe("Guest");
  });

  it("refuses 401 without an account or a viewer cookie, and a cookie of another video", async () => {
    const base = `/api/videos/${video.id}`;
    const none = await post(comments.POST, `${base}/comments`, { anonymousId: "a" }, {});
    expect(none.status).toBe(401);
    const other = await insertVideo(database.db(), owner.id, { isPrivate: false });
    const { cookie } = await giveEmail(video.id, { anonymousId: "b" }, { email: "b@x.io" });
    const foreign = `demoreel_viewer_${other.id}=${cookie.split("=")[1]}`;
    const response = await comments.POST(
      apiRequest(`/api/videos/${other.id}/comments`, {
        cookie: foreign,
        method: "POST",
        body: { content: "Hi" },
      }),
      routeParams({ id: String(other.id) }),
    );
    expect(response.status).toBe(401);
  });
});
