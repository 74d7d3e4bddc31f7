import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videos } from "@/db/schema";
import { parseTranscript } from "@/lib/timeline/transcript";
import { startFakeOpenAI } from "../support/fake-openai";
import { createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { toneWebm } from "./ai-speech";
import {
  diskStorage,
  insertVideo,
  quickWorker,
  reloadVideo,
  tempStorageForFile,
} from "./processing-support";

// The real provider against the fake OpenAI at the network edge, set before the configuration is read.
const fake = await startFakeOpenAI();
process.env.OPENAI_API_KEY = fake.apiKey;
process.env.OPENAI_BASE_URL = fake.baseUrl;
afterAll(() => fake.close());

const database = useTestDatabase();
const temp = tempStorageForFile();
let owner: TestUser;
let tone = "";

beforeAll(async () => {
  owner = await createTestUser(database.db());
  tone = toneWebm(path.join(temp.dir(), "tone.webm"));
}, 60_000);

describe("automatic transcript through an OpenAI-compatible server", () => {
  it("gives an untitled recording a title written from its transcript", async () => {
    const db = database.db();
    const video = await insertVideo(db, diskStorage(), owner.id, tone);
    expect(video.title).toBe("Untitled Recording");
    await quickWorker(db).drain(120_000);
    const row = await reloadVideo(db, video.id);
    expect(row?.transcriptSource).toBe("ai");
    expect(parseTranscript(row?.transcript)[0]?.words?.length).toBe(3);
    expect(row?.title).toBe("Hello And Welcome");
    expect(row?.summarySource).toBe("ai");
    expect(row?.summary).toMatch(/^In this recording: hello and welcome/i);
  });

  it("never replaces a title the owner typed", async () => {
    const db = database.db();
    const video = await insertVideo(db, diskStorage(), owner.id, tone);
    await db.update(videos).set({ title: "My own title" }).where(eq(videos.id, video.id));
    const before = fake.requests.length;
    await quickWorker(db).drain(120_000);
    const row = await reloadVideo(db, video.id);
    expect(row?.transcript).not.toBeNull();
    expect(row?.title).toBe("My own title");
    // The transcript, its chapters, its summary: no title.
    expect(fake.requests.slice(before).map((r) => r.endpoint)).toEqual([
      "transcription",
      "chat",
      "chat",
    ]);
  });
});
