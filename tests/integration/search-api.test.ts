import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/videos/route";
import { apiRequest, createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo } from "./videos-fixtures";

const database = useTestDatabase();

type Result = { id: number; title: string; searchMatch: { text: string; time: number } | null };

async function search(token: string, q: string): Promise<{ status: number; body: Result[] }> {
  const response = await GET(apiRequest(`/api/videos?q=${encodeURIComponent(q)}`, { token }));
  return { status: response.status, body: (await response.json()) as Result[] };
}

const transcript = JSON.stringify([
  { time: 0, text: "Hello and welcome." },
  {
    time: 4.5,
    text: "Now I open the billing settings.",
    words: ["Now", "I", "open", "the", "billing", "settings."].map((word, i) => ({
      word,
      start: 4.5 + i * 0.4,
      end: 4.9 + i * 0.4,
    })),
  },
]);

describe("GET /api/videos?q=", () => {
  it("finds what is said, with the line and the second the word starts", async () => {
    const db = database.db();
    const owner = await createTestUser(db);
    const spoken = await insertVideo(db, owner.id, { title: "Weekly update", transcript });
    await insertVideo(db, owner.id, { title: "Something else" });

    const res = await search(owner.token, "Billing");
    expect(res.status).toBe(200);
    expect(res.body.map((v) => v.id)).toEqual([spoken.id]);
    expect(res.body[0]?.searchMatch).toEqual({
      text: "Now I open the billing settings.",
      time: 6.1,
    });
    // Stemmed: "opening" finds "open".
    expect((await search(owner.token, "opening")).body.map((v) => v.id)).toEqual([spoken.id]);
  });

  it("ranks a title match above a transcript match and keeps the substring match", async () => {
    const db = database.db();
    const owner = await createTestUser(db);
    const said = await insertVideo(db, owner.id, { title: "Standup", transcript });
    const titled = await insertVideo(db, owner.id, { title: "Billing walkthrough" });
    const described = await insertVideo(db, owner.id, {
      title: "Misc",
      description: "see prebillingx",
    });
    const res = await search(owner.token, "billing");
    expect(res.body.map((v) => v.id).slice(0, 2)).toEqual([titled.id, said.id]);
    expect(res.body.map((v) => v.id)).toContain(described.id);
    expect(res.body.find((v) => v.id === titled.id)?.searchMatch).toBeNull();
    // Substring, case-insensitive, inside a word (full-text search alone would miss both).
    expect(res.body.map((v) => v.id)).toEqual([titled.id, said.id, described.id]);
    expect((await search(owner.token, "ALKTHR")).body.map((v) => v.id)).toEqual([titled.id]);
  });

  it("searches only the caller's own videos and takes any text without failing", async () => {
    const db = database.db();
    const owner = await createTestUser(db);
    const other = await createTestUser(db);
    await insertVideo(db, owner.id, { title: "Private billing", transcript, isPrivate: false });
    expect((await search(other.token, "billing")).body).toEqual([]);
    for (const q of ['"unclosed', "a & | ! (", "%_\\", "-", "   "]) {
      expect((await search(owner.token, q)).status).toBe(200);
    }
    const long = await GET(apiRequest(`/api/videos?q=${"x".repeat(201)}`, { token: owner.token }));
    expect(long.status).toBe(400);
  });
});
