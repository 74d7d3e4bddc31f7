import { describe, expect, it } from "vitest";
import { DELETE } from "@/app/api/comments/[commentId]/route";
import { GET, POST } from "@/app/api/videos/[id]/comments/route";
import { COMMENT_RATE_LIMITED, COMMENTS_PER_MINUTE } from "@/lib/comments/create";
import type { CommentResponse } from "@/lib/comments/schemas";
import { apiRequest, createTestUser, routeParams, sessionCookie } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { as, lazyWorld, plainVideo, type Who, type World } from "./videos-fixtures";

const database = useTestDatabase();

const setup = lazyWorld(database, {
  owner: { firstName: "Olive", lastName: "Owner" },
  other: { firstName: "Otto", lastName: "Other" },
  video: (db, ownerId, isPrivate) => plainVideo(db, ownerId, isPrivate, 60),
});

const list = (videoId: number, who: Who, w: World) =>
  GET(
    apiRequest(`/api/videos/${videoId}/comments`, as(who, w)),
    routeParams({ id: String(videoId) }),
  );
const post = (videoId: number, who: Who, w: World, body: unknown) =>
  POST(
    apiRequest(`/api/videos/${videoId}/comments`, { ...as(who, w), method: "POST", body }),
    routeParams({ id: String(videoId) }),
  );
const remove = (commentId: number, who: Who, w: World, videoId?: number) =>
  DELETE(
    apiRequest(`/api/comments/${commentId}${videoId ? `?videoId=${videoId}` : ""}`, {
      ...as(who, w),
      method: "DELETE",
    }),
    routeParams({ commentId: String(commentId) }),
  );

describe("comments: access matrix", () => {
  it.each<[Who, number, number]>([
    ["owner", 200, 200],
    ["other", 200, 404],
    ["anonymous", 200, 404],
    ["signed out", 200, 404],
  ])("%s lists: shared %d, private %d", async (who, shared, hidden) => {
    const w = await setup();
    expect((await list(w.shared, who, w)).status).toBe(shared);
    const res = await list(w.hidden, who, w);
    expect(res.status).toBe(hidden);
    if (hidden === 404)
      expect(await res.json()).toEqual({ message: "Video not found", code: "video_not_found" });
  });

  it.each<[Who, number, number]>([
    ["owner", 201, 201],
    ["other", 201, 404],
    // An anonymous browser may sign as a guest, so its video is read first: private is 404.
    ["anonymous", 401, 404],
    ["signed out", 401, 401],
  ])("%s posts: shared %d, private %d", async (who, shared, hidden) => {
    const w = await setup();
    expect((await post(w.shared, who, w, { content: "Hi" })).status).toBe(shared);
    expect((await post(w.hidden, who, w, { content: "Hi" })).status).toBe(hidden);
  });

  it("an unknown video is 404 and a malformed id is 400", async () => {
    const w = await setup();
    expect((await list(987654321, "owner", w)).status).toBe(404);
    const res = await GET(apiRequest("/api/videos/abc/comments"), routeParams({ id: "abc" }));
    expect(res.status).toBe(400);
  });

  it("answers 401 to a signed-out post before its body is read", async () => {
    const request = new Request("http://127.0.0.1:3000/api/videos/1/comments", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    const res = await POST(request, routeParams({ id: "1" }));
    expect(res.status).toBe(401);
    expect(request.bodyUsed).toBe(false);
  });
});

describe("comments: posting", () => {
  it("answers 201 with the comment and its author, timestamp whole seconds", async () => {
    const w = await setup();
    const res = await post(w.shared, "other", w, { content: "  Nice demo  ", timestamp: 12 });
    expect(res.status).toBe(201);
    const comment = (await res.json()) as CommentResponse;
    expect(comment).toMatchObject({
      videoId: w.shared,
      userId: w.other.id,
      content: "Nice demo",
      timestamp: 12,
      user: { firstName: "Otto", lastName: "Other", profileImageUrl: null },
    });
    expect(new Date(comment.createdAt).toISOString()).toBe(comment.createdAt);
    const listed = (await (await list(w.shared, "signed out", w)).json()) as CommentResponse[];
    expect(listed.map((c) => c.id)).toContain(comment.id);
  });

  it("accepts a session cookie as well as a token", async () => {
    const w = await setup();
    const res = await POST(
      apiRequest(`/api/videos/${w.shared}/comments`, {
        method: "POST",
        body: { content: "From the browser", timestamp: null },
        headers: { cookie: await sessionCookie(w.other.id) },
      }),
      routeParams({ id: String(w.shared) }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as CommentResponse).timestamp).toBeNull();
  });

  it.each([
    [{ content: "" }, "Please enter some text for your comment"],
    [{ content: "   \n " }, "Please enter some text for your comment"],
    [{}, "content"],
    [{ content: "x", timestamp: -1 }, "timestamp"],
    [{ content: "x", timestamp: 1.5 }, "timestamp"],
    [{ content: "x".repeat(5001) }, "content"],
  ])("refuses %j with 400", async (body, message) => {
    const w = await setup();
    const res = await post(w.shared, "owner", w, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it("stores markup as text, unchanged", async () => {
    const w = await setup();
    const content = `<img src=x onerror="alert(1)"> <script>alert('x')</script> **bold**`;
    const res = await post(w.shared, "owner", w, { content });
    expect(((await res.json()) as CommentResponse).content).toBe(content);
    const listed = (await (await list(w.shared, "owner", w)).json()) as CommentResponse[];
    expect(listed.some((c) => c.content === content)).toBe(true);
  });
});

describe("comments: deleting", () => {
  it("the author or the video's owner deletes; everyone else gets 404 or 401", async () => {
    const w = await setup();
    const created = (await (
      await post(w.shared, "other", w, { content: "mine" })
    ).json()) as CommentResponse;
    const byOwner = (await (
      await post(w.shared, "owner", w, { content: "the owner's" })
    ).json()) as CommentResponse;
    expect((await remove(byOwner.id, "other", w, w.shared)).status).toBe(404);
    expect((await remove(created.id, "anonymous", w, w.shared)).status).toBe(401);
    expect((await remove(created.id, "signed out", w, w.shared)).status).toBe(401);
    expect((await remove(created.id, "other", w, w.hidden)).status).toBe(404);
    expect((await remove(created.id, "other", w, w.shared)).status).toBe(200);
    const again = await remove(created.id, "other", w, w.shared);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Comment not found", code: "comment_not_found" });
    const listed = (await (await list(w.shared, "owner", w)).json()) as CommentResponse[];
    expect(listed.some((c) => c.id === created.id)).toBe(false);
    const another = (await (
      await post(w.shared, "other", w, { content: "on your video" })
    ).json()) as CommentResponse;
    expect((await remove(another.id, "owner", w, w.shared)).status).toBe(200);
  });

  it("works without the videoId query too", async () => {
    const w = await setup();
    const created = (await (
      await post(w.shared, "owner", w, { content: "bye" })
    ).json()) as CommentResponse;
    expect((await remove(created.id, "owner", w)).status).toBe(200);
  });
});

describe("comments: rate limit", () => {
  it("takes 10 comments a minute per user, then answers 429 with Retry-After", async () => {
    const w = await setup();
    const chatty = await createTestUser(database.db(), { firstName: "Chad", lastName: "Chatty" });
    const send = () =>
      POST(
        apiRequest(`/api/videos/${w.shared}/comments`, {
          token: chatty.token,
          method: "POST",
          body: { content: "again" },
        }),
        routeParams({ id: String(w.shared) }),
      );
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: COMMENT_RATE_LIMITED, code: "rate_limited" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await post(w.shared, "other", w, { content: "others still can" })).status).toBe(201);
  });
});
