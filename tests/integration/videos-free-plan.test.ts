import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/videos/upload/route";
import { UPGRADE_MESSAGE } from "@/lib/billing/shared";
import { videos } from "@/db/schema";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { storedFiles, subscribe, uploadRequest } from "./videos-fixtures";

const database = useTestDatabase();

/** An upload whose body never ends: only a refusal that does not read it can answer. */
function neverEndingUpload(token: string, headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
  return new Request("http://127.0.0.1:3000/api/videos/upload", {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "multipart/form-data; boundary=x",
      ...headers,
    },
    body,
    duplex: "half",
  } as RequestInit);
}

const FREE_PLAN_LIMIT = { message: UPGRADE_MESSAGE, code: "free_plan_limit" };

describe("the free plan", () => {
  it("8 concurrent uploads by a free user with no videos store exactly 4", async () => {
    const free = await createTestUser(database.db());
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => POST(uploadRequest({ token: free.token }))),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 403, 403, 403, 403]);
    for (const res of responses.filter((r) => r.status === 403))
      expect(await res.json()).toEqual(FREE_PLAN_LIMIT);
    const rows = await database.db().select().from(videos).where(eq(videos.userId, free.id));
    expect(rows).toHaveLength(4);
    const files = (await storedFiles("videos")).filter((f) =>
      rows.some((r) => f.startsWith(`videos/${r.id}/`)),
    );
    expect(files).toHaveLength(4);
    const ids = new Set((await storedFiles("videos")).map((f) => f.split("/")[1] ?? ""));
    const known = new Set(
      (await database.db().select({ id: videos.id }).from(videos)).map((r) => String(r.id)),
    );
    expect([...ids].filter((id) => !known.has(id))).toEqual([]);
    // The fifth is refused before its body is read.
    const fifth = await POST(neverEndingUpload(free.token));
    expect(fifth.status).toBe(403);
    expect(await fifth.json()).toEqual(FREE_PLAN_LIMIT);
  });

  it("a subscribed user passes 4", async () => {
    const pro = await createTestUser(database.db());
    await subscribe(database.db(), pro.id);
    for (let i = 0; i < 6; i++)
      expect((await POST(uploadRequest({ token: pro.token }))).status).toBe(201);
  });

  it("refuses a declared body over the limit with 413 before reading it", async () => {
    const pro = await createTestUser(database.db());
    await subscribe(database.db(), pro.id);
    const res = await POST(
      neverEndingUpload(pro.token, { "content-length": String(6 * 1024 ** 3) }),
    );
    expect(res.status).toBe(413);
  });
});
