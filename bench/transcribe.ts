/**
 * Offline recogniser bench: a 1-minute scripted clip (Festival voice, else espeak-ng) muxed into a
 * WebM, then the app's own offline path (ffmpeg -> 16 kHz WAV -> pocketsphinx -> segments).
 * Prints wall time, real-time factor and word error rate against the script.
 *   npx tsx --conditions=react-server bench/transcribe.ts
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractWav } from "@/lib/ai/transcripts/audio";
import { findOfflineRecogniser, transcribeOffline } from "@/lib/ai/transcripts/offline-transcriber";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { speechVoice, speechWebm } from "../tests/integration/ai-speech";
import { wordErrorRate, words } from "./wer";

const SCRIPT = [
  "Welcome to this short product demo.",
  "Today I will show you how to record your screen and share the video with your team.",
  "First, click the record button in the top corner of the dashboard.",
  "Choose whether you want to capture the screen, the camera, or both at the same time.",
  "When you are ready, press start recording and walk through your presentation.",
  "You can pause the recording at any moment and resume it when you are ready again.",
  "When you stop, the save dialog opens so that you can give the video a clear title and a description.",
  "Private videos are visible only to you, while shared videos can be watched by anyone who has the link.",
  "After saving, the video appears in your library, where you can search, favourite and delete recordings.",
  "On the video page you can add attachments, write documents, and generate a transcript with chapters.",
  "Viewers can leave comments and even pin them to a moment in the video.",
  "Thank you for watching, and have a great day.",
].join(" ");

async function main() {
  const recogniser = findOfflineRecogniser();
  const voice = speechVoice();
  if (!recogniser || !voice) {
    console.error(
      "Needs: apt-get install pocketsphinx pocketsphinx-en-us festival festvox-us-slt-hts",
    );
    process.exit(1);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-bench-transcribe-"));
  const clip = speechWebm(SCRIPT, path.join(dir, "clip.webm"));
  const tools = await getFfmpegTools();

  const started = performance.now();
  const wav = await extractWav(tools, clip, dir);
  const extracted = performance.now();
  const segments = await transcribeOffline(recogniser, tools, wav);
  const finished = performance.now();

  const hypothesis = words(segments.map((s) => s.text).join(" "));
  const reference = words(SCRIPT);
  const seconds = (finished - started) / 1000;
  console.log(
    `voice: ${voice}; clip: ${wav.duration.toFixed(1)} s of speech, ${reference.length} words`,
  );
  console.log(`audio extraction: ${((extracted - started) / 1000).toFixed(2)} s`);
  console.log(`recognition: ${((finished - extracted) / 1000).toFixed(2)} s`);
  console.log(
    `total: ${seconds.toFixed(2)} s; real-time factor ${(seconds / wav.duration).toFixed(2)}x`,
  );
  console.log(`segments: ${segments.length} (first at ${segments[0]?.time ?? "-"} s)`);
  console.log(`word error rate: ${(wordErrorRate(reference, hypothesis) * 100).toFixed(1)}%`);
  console.log(`heard: ${hypothesis.join(" ")}`);
}

void main();
