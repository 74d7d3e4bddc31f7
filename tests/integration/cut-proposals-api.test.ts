import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/videos/[id]/cut-proposals/route";
import { inlineFfmpegSlots } from "@/lib/media/inline-slots";
import { INLINE_MEDIA_PER_MINUTE } from "@/lib/videos/inline-media";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { watchToolRuns, type ToolRun } from "../support/spawn-watch";
import { useTestDatabase } from "../support/test-database";
import { requireOfflineSpeech, speakToWav } from "./ai-speech";
import { insertVideo, subscribe } from "./videos-fixtures";

const database = useTestDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-cut-proposals-"));
const PAUSES = [1.5, 2];
let pro: TestUser;
let free: TestUser;
let clip: Buffer;
/** Where the pauses really are: [start, end] in seconds. */
const pauses: [number, number][] = [];

const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
const seconds = (file: string) =>
  Number(
    execFileSync("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "format=duration",
      "-of",
      "csv=p=0",
      file,
    ])
      .toString()
      .trim(),
  );

/** Festival speech with its own leading and trailing quiet trimmed, so the pauses are exact. */
function spoken(text: string, name: string): string {
  const raw = path.join(dir, `${name}.raw.wav`);
  const out = path.join(dir, `${name}.wav`);
  speakToWav(text, raw);
  const trim = "silenceremove=start_periods=1:start_threshold=-35dB";
  ffmpeg("-i", raw, "-af", `${trim},areverse,${trim},areverse`, "-ar", "16000", "-ac", "1", out);
  return out;
}

beforeAll(async () => {
  requireOfflineSpeech();
  const db = database.db();
  pro = await createTestUser(db);
  free = await createTestUser(db);
  await subscribe(db, pro.id);
  const parts = [
    spoken("Welcome to the demo.", "a"),
    spoken("Here is the dashboard.", "b"),
    spoken("Thank you.", "c"),
  ];
  let at = 0;
  const inputs: string[] = [];
  parts.forEach((part, i) => {
    inputs.push("-i", part);
    at += seconds(part);
    const pause = PAUSES[i];
    if (pause !== undefined) {
      inputs.push("-f", "lavfi", "-t", String(pause), "-i", "anullsrc=r=16000:cl=mono");
      pauses.push([at, at + pause]);
      at += pause;
    }
  });
  const webm = path.join(dir, "paused.webm");
  const count = inputs.filter((x) => x === "-i").length;
  const streams = Array.from({ length: count }, (_, i) => `[${i}:a]`).join("");
  ffmpeg(
    ...inputs,
    "-filter_complex",
    `${streams}concat=n=${count}:v=0:a=1`,
    "-c:a",
    "libopus",
    webm,
  );
  clip = readFileSync(webm);
}, 120_000);

const transcript = JSON.stringify([
  {
    time: 0,
    text: "So um the the demo",
    words: [
      { word: "So", start: 0, end: 0.3 },
      { word: "um", start: 0.4, end: 0.7 },
      { word: "the", start: 0.8, end: 1 },
      { word: "the", start: 1.1, end: 1.3 },
      { word: "demo", start: 1.4, end: 1.9 },
    ],
  },
]);

async function proposals(videoId: number, user: TestUser, silence = "1", signal?: AbortSignal) {
  const request = apiRequest(`/api/videos/${videoId}/cut-proposals?silence=${silence}`, {
    token: user.token,
  });
  const response = await GET(
    new Request(request, { signal }),
    routeParams({ id: String(videoId) }),
  );
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const findsSilences = (run: ToolRun) => run.args.some((a) => a.includes("silencedetect"));

/** A Pro user of their own, so the per-minute limit other tests used is not in the way. */
async function proUser(): Promise<TestUser> {
  const user = await createTestUser(database.db());
  await subscribe(database.db(), user.id);
  return user;
}

describe("GET /api/videos/{id}/cut-proposals", () => {
  it("proposes the known pauses within 0.2 s, and filler words and repeats from the words", async () => {
    const video = await insertVideo(database.db(), pro.id, { transcript, duration: 8 }, clip);
    const res = await proposals(video.id, pro);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const silences = res.body.silences as { start: number; end: number }[];
    expect(silences).toHaveLength(pauses.length);
    for (const [i, [start, end]] of pauses.entries()) {
      expect(Math.abs((silences[i]?.start ?? 0) - start)).toBeLessThanOrEqual(0.2);
      expect(Math.abs((silences[i]?.end ?? 0) - end)).toBeLessThanOrEqual(0.2);
    }
    expect(res.body.fillers).toEqual([
      { start: 0.4, end: 0.8, reason: "filler", text: "um" },
      { start: 0.8, end: 1.1, reason: "repeat", text: "the" },
    ]);
    // A longer threshold than the shorter pause proposes only the longer one.
    const longer = await proposals(video.id, pro, "1.8");
    expect((longer.body.silences as unknown[]).length).toBe(1);
  });

  it("finds no pauses in a video without sound, and still proposes the filler words", async () => {
    const silent = path.join(dir, "silent.webm");
    ffmpeg(
      "-f",
      "lavfi",
      "-i",
      "testsrc=duration=1:size=160x120:rate=10",
      "-c:v",
      "libvpx",
      silent,
    );
    const user = await proUser();
    const video = await insertVideo(database.db(), user.id, { transcript }, readFileSync(silent));
    const { status, body } = await proposals(video.id, user);
    expect(status).toBe(200);
    expect(body.silences).toEqual([]);
    expect(body.fillers).not.toEqual([]);
  });

  it("is Pro only, owner only, and refuses a silly threshold", async () => {
    const mine = await insertVideo(database.db(), free.id, { transcript }, clip);
    expect((await proposals(mine.id, free)).status).toBe(403);
    const theirs = await insertVideo(database.db(), free.id, { isPrivate: false }, clip);
    expect((await proposals(theirs.id, pro)).status).toBe(404);
    const own = await insertVideo(database.db(), pro.id, {}, clip);
    expect((await proposals(own.id, pro, "0")).status).toBe(400);
    expect((await proposals(own.id, pro, "x")).status).toBe(400);
  });

  it("answers the same question again from its cache: no ffmpeg, no hit on the limit", async () => {
    const user = await proUser();
    const video = await insertVideo(database.db(), user.id, { transcript, duration: 8 }, clip);
    const watch = watchToolRuns();
    try {
      const first = await proposals(video.id, user, "1.2");
      expect(first.status).toBe(200);
      expect(watch.runs().filter(findsSilences)).toHaveLength(1);
      for (let i = 0; i < INLINE_MEDIA_PER_MINUTE + 2; i += 1) {
        expect(await proposals(video.id, user, "1.2")).toEqual(first);
      }
      expect(watch.runs().filter(findsSilences)).toHaveLength(1);
      // Another threshold is another question.
      expect((await proposals(video.id, user, "1.3")).status).toBe(200);
      expect(watch.runs().filter(findsSilences)).toHaveLength(2);
    } finally {
      watch.stop();
    }
  });

  it("limits pause searches per user: past 10 a minute, 429 rate_limited with Retry-After", async () => {
    const user = await proUser();
    const video = await insertVideo(database.db(), user.id, { transcript, duration: 8 }, clip);
    const thresholds = Array.from({ length: INLINE_MEDIA_PER_MINUTE + 1 }, (_, i) =>
      (0.5 + i / 10).toFixed(1),
    );
    for (const silence of thresholds.slice(0, -1))
      expect((await proposals(video.id, user, silence)).status, silence).toBe(200);
    const limited = await proposals(video.id, user, thresholds.at(-1));
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toMatch(/^\d+$/);
    expect(limited.body).toEqual({
      code: "rate_limited",
      message: expect.stringMatching(
        /^Too many previews made from the video\. Please try again in \d+ second\(s\)\.$/,
      ) as string,
    });
    // What was found already is still answered.
    expect((await proposals(video.id, user, thresholds[0])).status).toBe(200);
  });

  it("kills its ffmpeg when the caller leaves, and gives the inline slot back", async () => {
    const user = await proUser();
    const video = await insertVideo(database.db(), user.id, { transcript, duration: 8 }, clip);
    const caller = new AbortController();
    let killed: ToolRun | undefined;
    const watch = watchToolRuns((run) => {
      if (!findsSilences(run)) return;
      killed = run;
      caller.abort(new Error("the caller went away"));
    });
    try {
      const res = await proposals(video.id, user, "1", caller.signal);
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      watch.stop();
    }
    expect(killed?.child.signalCode).toBe("SIGKILL");
    expect(inlineFfmpegSlots().inUse).toBe(0);
    // Nothing was kept of the stopped search: the same question runs again, to the end.
    expect((await proposals(video.id, user, "1")).status).toBe(200);
  });
});
