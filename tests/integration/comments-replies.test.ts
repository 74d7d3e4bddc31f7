import { beforeAll, describe, expect, it } from "vitest";
import { DELETE } from "@/app/api/comments/[commentId]/route";
import { GET, POST } from "@/app/api/videos/[id]/comments/route";
import { comments, type Video } from "@/db/schema";
import type { CommentResponse, CommentThread } from "@/lib/comments/schemas";
import { MAX_REPLIES_LISTED } from "@/lib/comments/shared";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { as, insertVideo, type People, type Who } from "./videos-fixtures";

const database = useTestDatabase();
let people: People;

beforeAll(async () => {
  const db = database.db();
  people = { owner: await createTestUser(db), other: await createTestUser(db) };
});

const sharedVideo = () => insertVideo(database.db(), people.owner.id, { isPrivate: false });

async function post(video: Video, who: Who, body: unknown) {
  return POST(
    apiRequest(`/api/videos/${video.id}/comments`, { ...as(who, people), method: "POST", body }),
    routeParams({ id: String(video.id) }),
  );
}

async function comment(video: Video, who: Who, body: Record<string, unknown>) {
  const response = await post(video, who, body);
  expect(response.status).toBe(201);
  return (await response.json()) as CommentResponse;
}

async function list(video: Video, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const response = await GET(
    apiRequest(`/api/videos/${video.id}/comments${query}`, as("other", people)),
    routeParams({ id: String(video.id) }),
  );
  return {
    status: response.status,
    next: response.headers.get("x-next-cursor"),
    body: (await response.json()) as CommentThread[],
  };
}

function remove(id: number, who: Who) {
  return DELETE(
    apiRequest(`/api/comments/${id}`, { ...as(who, people), method: "DELETE" }),
    routeParams({ commentId: String(id) }),
  );
}

describe("comment replies", () => {
  it(`answers at most ${MAX_REPLIES_LISTED} replies a comment, the oldest`, async () => {
    const video = await sharedVideo();
    const top = await comment(video, "owner", { content: "busy thread" });
    const quiet = await comment(video, "owner", { content: "quiet thread" });
    const start = Date.now();
    await database
      .db()
      .insert(comments)
      .values(
        Array.from({ length: MAX_REPLIES_LISTED + 20 }, (_, i) => ({
          videoId: video.id,
          userId: people.other.id,
          content: `reply ${i}`,
          parentId: top.id,
          createdAt: new Date(start + i * 1000),
        })),
      );
    await comment(video, "other", { content: "only reply", parentId: quiet.id });
    const { body } = await list(video);
    const busy = body.find((thread) => thread.id === top.id);
    expect(busy?.replies).toHaveLength(MAX_REPLIES_LISTED);
    expect(busy?.replies[0]?.content).toBe("reply 0");
    expect(busy?.replies.at(-1)?.content).toBe(`reply ${MAX_REPLIES_LISTED - 1}`);
    expect(body.find((thread) => thread.id === quiet.id)?.replies.map((r) => r.content)).toEqual([
      "only reply",
    ]);
  });

  it("replies nest one level, oldest first; a reply to a reply attaches to the top comment", async () => {
    const video = await sharedVideo();
    const top = await comment(video, "owner", { content: "top" });
    expect(top).toMatchObject({ parentId: null, deleted: false });
    const first = await comment(video, "other", { content: "first", parentId: top.id });
    expect(first.parentId).toBe(top.id);
    const nested = await comment(video, "owner", { content: "nested", parentId: first.id });
    expect(nested.parentId).toBe(top.id);
    const { body } = await list(video);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ id: top.id, content: "top", parentId: null });
    expect(body[0]?.replies.map((r) => r.content)).toEqual(["first", "nested"]);
    expect(body[0]?.replies[0]).not.toHaveProperty("replies");
  });

  it("a parent from another video is a 400 naming parentId", async () => {
    const video = await sharedVideo();
    const elsewhere = await comment(await sharedVideo(), "owner", { content: "elsewhere" });
    const response = await post(video, "other", { content: "x", parentId: elsewhere.id });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain("parentId");
    const bad = await post(video, "other", { content: "x", parentId: "one" });
    expect(bad.status).toBe(400);
  });

  it("deleting a comment with replies keeps them and shows it as deleted", async () => {
    const video = await sharedVideo();
    const top = await comment(video, "other", { content: "question" });
    const reply = await comment(video, "owner", { content: "answer", parentId: top.id });
    expect((await remove(top.id, "other")).status).toBe(200);
    let { body } = await list(video);
    expect(body[0]).toMatchObject({
      id: top.id,
      deleted: true,
      content: "",
      userId: "",
      user: { firstName: null, lastName: null, profileImageUrl: null },
    });
    expect(body[0]?.replies.map((r) => r.id)).toEqual([reply.id]);
    expect((await remove(top.id, "other")).status).toBe(404);
    // The last reply gone, the deleted parent goes too.
    expect((await remove(reply.id, "owner")).status).toBe(200);
    ({ body } = await list(video));
    expect(body).toEqual([]);
  });
});

describe("comment pages", () => {
  it("50 top-level comments a page, with X-Next-Cursor until the last page", async () => {
    const video = await sharedVideo();
    const start = Date.parse("2030-01-01T00:00:00Z");
    await database
      .db()
      .insert(comments)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          videoId: video.id,
          userId: people.other.id,
          content: `c${i}`,
          createdAt: new Date(start + i * 1000),
        })),
      );
    const first = await list(video);
    expect(first.body).toHaveLength(50);
    expect(first.body[0]?.content).toBe("c0");
    expect(first.next).toBeTruthy();
    const second = await list(video, first.next ?? "");
    expect(second.body.map((c) => c.content)).toEqual(["c50", "c51", "c52", "c53", "c54"]);
    expect(second.next).toBeNull();
    const broken = await list(video, "not-a-cursor");
    expect(broken.status).toBe(400);
  });
});
