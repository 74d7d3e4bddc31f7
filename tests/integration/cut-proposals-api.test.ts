import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/videos/[id]/cut-proposals/route";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
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

async function proposals(videoId: number, user: TestUser, silence = "1") {
  const response = await GET(
    apiRequest(`/api/videos/${videoId}/cut-proposals?silence=${silence}`, { token: user.token }),
    routeParams({ id: String(videoId) }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
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

  it("is Pro only, owner only, and refuses a silly threshold", async () => {
    const mine = await insertVideo(database.db(), free.id, { transcript }, clip);
    expect((await proposals(mine.id, free)).status).toBe(403);
    const theirs = await insertVideo(database.db(), free.id, { isPrivate: false }, clip);
    expect((await proposals(theirs.id, pro)).status).toBe(404);
    const own = await insertVideo(database.db(), pro.id, {}, clip);
    expect((await proposals(own.id, pro, "0")).status).toBe(400);
    expect((await proposals(own.id, pro, "x")).status).toBe(400);
  });
});
