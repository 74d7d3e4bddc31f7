/**
 * Transcript quality: word error rate of both transcript paths on speech made with Festival (else
 * espeak-ng), and how many words carry timings.
 * - offline: the app's pocketsphinx path on the spoken script;
 * - API: the app's OpenAI-compatible path (10-minute MP3 chunks, word + segment timestamps) against
 *   the fake OpenAI server, which "hears" the script; a 12-minute soundtrack makes two chunks, so
 *   the figure checks joining and timing across chunks, not a model.
 *   npm run bench:transcript-quality
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createOpenAI } from "@ai-sdk/openai";
import { extractWav } from "@/lib/ai/transcripts/audio";
import { findOfflineRecogniser, transcribeOffline } from "@/lib/ai/transcripts/offline-transcriber";
import { transcribeWithModel } from "@/lib/ai/transcripts/transcribe";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import type { TranscriptSegment } from "@/lib/timeline/transcript";
import { startFakeOpenAI } from "../tests/support/fake-openai";
import { speechVoice, speechWebm } from "../tests/integration/ai-speech";
import { wordErrorRate, words } from "./wer";

const SENTENCES = [
  "Welcome to this short product demo.",
  "Today I will show you how to record your screen and share the video with your team.",
  "First, click the record button in the top corner of the dashboard.",
  "When you stop, the save dialog opens so that you can give the video a clear title.",
  "Private videos are visible only to you, while shared videos can be watched by anyone with the link.",
  "Thank you for watching, and have a great day.",
];
const SCRIPT = SENTENCES.join(" ");

function report(name: string, reference: string[], segments: TranscriptSegment[], ms: number) {
  const heard = words(segments.map((s) => s.text).join(" "));
  const timed = segments.flatMap((s) => s.words ?? []);
  const ordered = timed.every((w, i) => w.end >= w.start && w.start >= (timed[i - 1]?.start ?? 0));
  console.log(
    `${name}: word error rate ${(wordErrorRate(reference, heard) * 100).toFixed(1)}% ` +
      `(${reference.length} words said, ${heard.length} heard); ` +
      `${timed.length} words timed${ordered ? ", in order" : ", OUT OF ORDER"}; ${(ms / 1000).toFixed(1)} s`,
  );
}

async function offline(dir: string, speech: string) {
  const recogniser = findOfflineRecogniser();
  if (!recogniser) {
    console.log("offline: skipped (apt-get install pocketsphinx pocketsphinx-en-us)");
    return;
  }
  const tools = await getFfmpegTools();
  const started = performance.now();
  const wav = await extractWav(tools, speech, dir);
  const segments = await transcribeOffline(recogniser, tools, wav);
  report("offline (pocketsphinx)", words(SCRIPT), segments, performance.now() - started);
}

async function api(dir: string) {
  // The fake hears the script once per chunk, sentence by sentence, 4 s apart.
  const fake = await startFakeOpenAI({
    segments: SENTENCES.map((text, i) => ({ start: i * 4, end: i * 4 + 3.8, text: ` ${text}` })),
  });
  try {
    const long = path.join(dir, "long.wav");
    execFileSync("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
      ...["-i", "anullsrc=r=16000:cl=mono", "-t", "720", long],
    ]);
    const openai = createOpenAI({ apiKey: fake.apiKey, baseURL: fake.baseUrl });
    const started = performance.now();
    const segments = await transcribeWithModel({
      model: openai.transcription("whisper-1"),
      modelName: "fake/whisper-1",
      tools: await getFfmpegTools(),
      wav: { wavPath: long, duration: 720 },
    });
    report(
      "API edge (fake OpenAI, 2 chunks)",
      words(`${SCRIPT} ${SCRIPT}`),
      segments,
      performance.now() - started,
    );
  } finally {
    await fake.close();
  }
}

async function main() {
  const voice = speechVoice();
  if (!voice) {
    console.error("Needs: apt-get install festival festvox-us-slt-hts (or espeak-ng)");
    process.exit(1);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-bench-quality-"));
  // A recording, as uploads are: the audio step reads allow-listed containers only.
  const speech = speechWebm(SCRIPT, path.join(dir, "speech.webm"));
  console.log(`voice: ${voice}`);
  await offline(dir, speech);
  await api(dir);
}

void main();
