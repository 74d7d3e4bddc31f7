import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listVideos } from "@/app/api/videos/route";
import { jobs, videos } from "@/db/schema";
import { parseTranscript } from "@/lib/timeline/transcript";
import { TRANSCRIBE_VIDEO } from "@/lib/videos/jobs";
import { transcriptStateOf } from "@/lib/videos/transcript-status";
import { resolveTranscriptEngine } from "@/lib/ai/transcripts/generate";
import { transcribeAndStore } from "@/lib/ai/transcripts/store";
import { setOfflineRecogniserForTests } from "@/lib/ai/transcripts/offline-transcriber";
import { apiRequest, createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { requireOfflineSpeech, speechWebm } from "./ai-speech";
import {
  diskStorage,
  insertVideo,
  quickWorker,
  reloadVideo,
  tempStorageForFile,
} from "./processing-support";

// No OPENAI_API_KEY here (tests/support/setup-env.ts removes it): the offline recogniser listens.
const database = useTestDatabase();
const temp = tempStorageForFile();
let owner: TestUser;
let speech = "";

beforeAll(async () => {
  requireOfflineSpeech();
  owner = await createTestUser(database.db());
  speech = speechWebm(
    "Welcome to this product demo. Today I will show you how to record your screen.",
    path.join(temp.dir(), "speech.webm"),
  );
}, 60_000);

describe("automatic transcripts", () => {
  it("transcribes an uploaded recording after processing, with word timings, unasked", async () => {
    const db = database.db();
    const video = await insertVideo(db, diskStorage(), owner.id, speech);
    await quickWorker(db).drain(120_000);

    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.videoId, video.id), eq(jobs.kind, TRANSCRIBE_VIDEO)));
    expect(job?.state).toBe("completed");
    const row = await reloadVideo(db, video.id);
    expect(row?.transcriptSource).toBe("offline");
    const segments = parseTranscript(row?.transcript);
    const words = segments.flatMap((s) => s.words ?? []);
    expect(words.map((w) => w.word).join(" ")).toMatch(/screen/);
    // Every word is timed, in order, inside the recording.
    for (const [i, word] of words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.start).toBeGreaterThanOrEqual(words[i - 1]?.start ?? 0);
      expect(word.end).toBeLessThanOrEqual((row?.duration ?? 0) + 0.5);
    }
    // Without a text model the summary is extracted from what was said, and labelled so.
    expect(row?.summarySource).toBe("extractive");
    expect(row?.summary).toMatch(/screen/i);

    // Searching a spoken word finds the video at the moment the word is said.
    const screen = words.find((w) => w.word === "screen");
    const found = (await (
      await listVideos(apiRequest("/api/videos?q=screen", { token: owner.token }))
    ).json()) as { id: number; searchMatch: { time: number } | null }[];
    expect(found.map((v) => v.id)).toEqual([video.id]);
    expect(found[0]?.searchMatch?.time).toBe(screen?.start);
  });

  it("keeps a transcript the owner already has", async () => {
    const db = database.db();
    const video = await insertVideo(db, diskStorage(), owner.id, speech);
    const mine = JSON.stringify([{ time: 0, text: "Typed by the owner" }]);
    await db.update(videos).set({ transcript: mine }).where(eq(videos.id, video.id));
    await quickWorker(db).drain(120_000);
    expect((await reloadVideo(db, video.id))?.transcript).toBe(mine);
  });

  it("says the transcript is queued after processing, then done, the mark cleared", async () => {
    const db = database.db();
    const video = await insertVideo(db, diskStorage(), owner.id, speech);
    const worker = quickWorker(db);
    // Processing first: the transcript job is queued behind it.
    expect(await worker.runOnce()).toBe(true);
    const processed = await reloadVideo(db, video.id);
    expect(processed && transcriptStateOf(processed)).toEqual({
      transcriptStatus: "queued",
      transcriptProgress: null,
    });
    await worker.drain(120_000);
    const done = await reloadVideo(db, video.id);
    expect(done?.transcriptStatus).toBeNull();
    expect(done && transcriptStateOf(done).transcriptStatus).toBe("done");
  });

  it("reports its progress through the stages and chunks, in order; storing clears the mark", async () => {
    const db = database.db();
    const video = await insertVideo(db, diskStorage(), owner.id, speech);
    await db
      .update(videos)
      .set({ duration: 6, transcriptStatus: "failed" })
      .where(eq(videos.id, video.id));
    const row = await reloadVideo(db, video.id);
    const engine = resolveTranscriptEngine({ userId: owner.id, videoId: video.id });
    if (!row || !engine) throw new Error("no video or no recogniser");
    const seen: number[] = [];
    await transcribeAndStore(db, diskStorage(), {
      video: row,
      engine,
      onProgress: (percent) => seen.push(percent),
    });
    expect(seen).toEqual([5, 15, 85, 90]);
    expect((await reloadVideo(db, video.id))?.transcriptStatus).toBeNull();
  });

  it("says none is coming on a server without a recogniser", async () => {
    const db = database.db();
    const video = await insertVideo(db, diskStorage(), owner.id, speech);
    const worker = quickWorker(db);
    expect(await worker.runOnce()).toBe(true);
    setOfflineRecogniserForTests(null);
    try {
      await worker.drain(60_000);
    } finally {
      setOfflineRecogniserForTests(undefined);
    }
    const row = await reloadVideo(db, video.id);
    expect(row && transcriptStateOf(row)).toEqual({
      transcriptStatus: "none",
      transcriptProgress: null,
    });
  });
});
