import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, videos, type Video } from "@/db/schema";
import { offlineChapters } from "@/lib/ai/transcripts/chapters";
import { extractiveSummary } from "@/lib/ai/transcripts/summary-extractive";
import { parseChapters, parseTranscript } from "@/lib/timeline/transcript";
import { REFRESH_CHAPTERS_SUMMARY } from "@/lib/videos/jobs";
import { setUpEditJobs } from "./edit-jobs-support";
import { reloadVideo } from "./processing-support";

// No OPENAI_API_KEY here: chapters and the summary are the offline ones, which quote the words.
const { database, worker, processedVideo, requestEdit } = setUpEditJobs();

const timed = (line: string, from: number) =>
  line.split(" ").map((word, i) => ({ word, start: from + i * 0.3, end: from + i * 0.3 + 0.25 }));

// Two sentences, each followed by a pause, in the 6 s clip.
const first = "Today we review the quarterly pipeline numbers.";
const second = "Then the team plans the next launch.";
const said = [
  { time: 0.5, text: first, words: timed(first, 0.5) },
  { time: 3.4, text: second, words: timed(second, 3.4) },
];

describe("an edit's chapters and summary", () => {
  it("are made again from what is still said when they quote cut words", async () => {
    const db = database.db();
    const video = await processedVideo();
    const segments = parseTranscript(JSON.stringify(said));
    const summary = extractiveSummary(segments);
    await db
      .update(videos)
      .set({
        transcript: JSON.stringify(said),
        chapters: JSON.stringify(offlineChapters(segments, 6)),
        summary,
        summarySource: "extractive",
      })
      .where(eq(videos.id, video.id));
    expect(summary).toMatch(/Today/);

    // The words "Today we" and the two pauses after the sentences.
    const cuts = [
      [0.5, 0.78],
      [0.8, 1.08],
      [2.6, 3.3],
      [5.6, 5.95],
    ];
    expect((await requestEdit(video, cuts)).status).toBe(202);
    await worker().drain(120_000);

    const edited = (await reloadVideo(db, video.id)) as Video;
    const lines = parseTranscript(edited.transcript);
    expect(lines.map((line) => line.text)).toEqual([
      "review the quarterly pipeline numbers.",
      second,
    ]);
    // It starts where "review" (1.1 s) plays now.
    expect(lines[0]?.time).toBeCloseTo(1.1 - 0.28 - 0.28);
    const titles = parseChapters(edited.chapters).map((chapter) => chapter.title);
    expect(titles.join(" ")).toMatch(/review the quarterly/);
    expect(titles.join(" ")).not.toMatch(/today/i);
    expect(edited.summary).toMatch(/quarterly pipeline/);
    expect(edited.summary).not.toMatch(/today/i);
    expect(edited.summarySource).toBe("extractive");

    const [refresh] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.videoId, video.id), eq(jobs.kind, REFRESH_CHAPTERS_SUMMARY)));
    expect(refresh?.state).toBe("completed");
  }, 180_000);

  it("keep an owner's summary and what quotes nothing cut", async () => {
    const db = database.db();
    const video = await processedVideo();
    const chapters = JSON.stringify([{ title: "Pipeline review", startTime: 0 }]);
    const mine = "Today I show the pipeline.";
    await db
      .update(videos)
      .set({ transcript: JSON.stringify(said), chapters, summary: mine, summarySource: "owner" })
      .where(eq(videos.id, video.id));
    expect((await requestEdit(video, [[0.5, 1.08]])).status).toBe(202);
    await worker().drain(120_000);

    const edited = (await reloadVideo(db, video.id)) as Video;
    expect(edited.summary).toBe(mine);
    expect(parseChapters(edited.chapters)).toEqual([{ title: "Pipeline review", startTime: 0 }]);
  }, 180_000);
});
