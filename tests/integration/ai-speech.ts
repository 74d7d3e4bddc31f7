import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const onPath = (name: string) =>
  (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, name)));

/** Which synthetic voice is installed: Festival's HTS voice (best for recognition), espeak-ng, or none. */
export function speechVoice(): "festival" | "espeak-ng" | null {
  if (onPath("text2wave") && existsSync("/usr/share/festival/voices/us/cmu_us_slt_arctic_hts"))
    return "festival";
  if (onPath("espeak-ng")) return "espeak-ng";
  return null;
}

export const hasOfflineRecogniser = () =>
  onPath("pocketsphinx_continuous") && existsSync("/usr/share/pocketsphinx/model/en-us/en-us/mdef");

/**
 * Tests of the offline transcript need the recogniser and a voice: without them they fail with
 * the packages to install, never skip (README: "Running the tests").
 */
export function requireOfflineSpeech(): void {
  const missing: string[] = [];
  if (!hasOfflineRecogniser()) missing.push("pocketsphinx pocketsphinx-en-us");
  if (!speechVoice()) missing.push("festival festvox-us-slt-hts (or espeak-ng)");
  if (missing.length > 0) throw new Error(`This test needs: apt-get install ${missing.join(" ")}`);
}

/** Spoken `text` as a WAV file. */
export function speakToWav(text: string, wavPath: string): void {
  const voice = speechVoice();
  if (!voice)
    throw new Error(
      "no speech synthesiser: apt-get install festival festvox-us-slt-hts (or espeak-ng)",
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-speech-"));
  const script = path.join(dir, "script.txt");
  writeFileSync(script, text);
  if (voice === "festival") {
    execFileSync("text2wave", ["-eval", "(voice_cmu_us_slt_arctic_hts)", script, "-o", wavPath], {
      stdio: "ignore",
    });
  } else {
    execFileSync("espeak-ng", ["-v", "en-us", "-s", "150", "-f", script, "-w", wavPath], {
      stdio: "ignore",
    });
  }
}

/** A WebM like a recording: a test pattern with `text` spoken over it (VP8 + Opus). */
export function speechWebm(text: string, outPath: string): string {
  const wav = `${outPath}.wav`;
  speakToWav(text, wav);
  return recordingOver(wav, outPath);
}

/** Like speechWebm, with `pause` seconds of silence between the spoken `sentences`. */
export function pausedSpeechWebm(sentences: string[], pause: number, outPath: string): string {
  const inputs = sentences.flatMap((sentence, i) => {
    const wav = `${outPath}.${i}.wav`;
    speakToWav(sentence, wav);
    const silence = ["-f", "lavfi", "-t", String(pause), "-i", "anullsrc=r=16000:cl=mono"];
    return [...(i > 0 ? silence : []), "-i", wav];
  });
  const count = sentences.length * 2 - 1;
  const parts = Array.from({ length: count }, (_, i) => i);
  const mono = parts.map((i) => `[${i}:a]aresample=16000,aformat=channel_layouts=mono[a${i}]`);
  const joined = `${parts.map((i) => `[a${i}]`).join("")}concat=n=${count}:v=0:a=1`;
  const wav = `${outPath}.wav`;
  execFileSync(
    "ffmpeg",
    ["-hide_banner", "-loglevel", "error", "-y", ...inputs].concat([
      "-filter_complex",
      [...mono, joined].join(";"),
      wav,
    ]),
    { stdio: "ignore" },
  );
  return recordingOver(wav, outPath);
}

/** A test pattern with the soundtrack `wav`, as the recorder makes them (VP8 + Opus). */
function recordingOver(wav: string, outPath: string): string {
  webmOverTestPattern("testsrc=size=320x240:rate=10", [
    ...["-i", wav, "-shortest", "-c:v", "libvpx", "-b:v", "200k"],
    ...["-c:a", "libopus", "-b:a", "48k", outPath],
  ]);
  return outPath;
}

/** A WebM with a tone and no speech (for the AI path, where the fake OpenAI does the listening). */
export function toneWebm(outPath: string, seconds = 3): string {
  webmOverTestPattern(`testsrc=duration=${seconds}:size=160x120:rate=10`, [
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
    ...["-c:v", "libvpx", "-c:a", "libopus", outPath],
  ]);
  return outPath;
}

/** Runs ffmpeg quietly with lavfi's `testPattern` as the first input, then `rest`. */
function webmOverTestPattern(testPattern: string, rest: string[]): void {
  execFileSync(
    "ffmpeg",
    ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", testPattern, ...rest],
    { stdio: "ignore" },
  );
}
