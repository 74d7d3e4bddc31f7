import "server-only";
import { stat } from "node:fs/promises";
import path from "node:path";
import { runTool, type FfmpegTools } from "@/lib/media/ffmpeg";
import { inspectMediaFile, safeInputArgs } from "@/lib/media/safe-input";

/** Whisper-class APIs take at most 25 MB per file; 10 minutes of 32 kbps MP3 is about 2.4 MB. */
export const CHUNK_SECONDS = 600;
const WAV_BYTES_PER_SECOND = 16_000 * 2;
const WAV_HEADER_BYTES = 44;

export interface AudioChunk {
  /** Where the chunk starts in the video, in seconds (segment times are shifted by it). */
  offset: number;
  seconds: number;
}

/** Chunks of at most `chunkSeconds` covering `duration`; a tail under 1 s joins the previous one. */
export function planChunks(duration: number, chunkSeconds = CHUNK_SECONDS): AudioChunk[] {
  if (!(duration > 0)) return [];
  const chunks: AudioChunk[] = [];
  for (let offset = 0; offset < duration; offset += chunkSeconds) {
    chunks.push({ offset, seconds: Math.min(chunkSeconds, duration - offset) });
  }
  const last = chunks[chunks.length - 1];
  const previous = chunks[chunks.length - 2];
  if (last && previous && last.seconds < 1) {
    previous.seconds += last.seconds;
    chunks.pop();
  }
  return chunks;
}

/** Thrown when the recording carries no audio stream at all. */
export class NoAudioError extends Error {
  constructor() {
    super("This video has no audio to transcribe.");
    this.name = "NoAudioError";
  }
}

/**
 * The whole soundtrack as 16 kHz mono 16-bit WAV (what speech recognisers want), and its exact
 * length from the file size: MediaRecorder WebM often carries no duration of its own.
 */
export async function extractWav(
  tools: FfmpegTools,
  input: string,
  outDir: string,
  signal?: AbortSignal,
): Promise<{ wavPath: string; duration: number }> {
  const wavPath = path.join(outDir, "audio.wav");
  const { container } = await inspectMediaFile(input);
  try {
    await runTool(
      tools.ffmpeg,
      ["-hide_banner", "-loglevel", "error", "-y", ...safeInputArgs(input, container)].concat([
        "-vn",
        "-map",
        "0:a:0",
        "-ac",
        "1",
        "-ar",
        "16000",
        "-c:a",
        "pcm_s16le",
        "-f",
        "wav",
        wavPath,
      ]),
      { signal, nice: tools.nice },
    );
  } catch (error) {
    if (
      error instanceof Error &&
      /matches no streams|does not contain any stream/i.test(error.message)
    ) {
      throw new NoAudioError();
    }
    throw error;
  }
  const { size } = await stat(wavPath);
  return { wavPath, duration: Math.max(0, size - WAV_HEADER_BYTES) / WAV_BYTES_PER_SECOND };
}

/** Cuts one chunk of the WAV to `outPath`, encoded with the given codec arguments. */
type ChunkWriter = (
  tools: FfmpegTools,
  wavPath: string,
  chunk: AudioChunk,
  outPath: string,
  signal?: AbortSignal,
) => Promise<void>;

function chunkWriter(codec: string[]): ChunkWriter {
  return async (tools, wavPath, chunk, outPath, signal) => {
    const cut = ["-ss", String(chunk.offset), "-t", String(chunk.seconds)];
    cut.push(...safeInputArgs(wavPath, "wav"));
    await runTool(
      tools.ffmpeg,
      ["-hide_banner", "-loglevel", "error", "-y", ...cut, ...codec, outPath],
      { signal, nice: tools.nice },
    );
  };
}

/** One chunk of the WAV re-encoded as small mono MP3 for an upload-limited transcription API. */
export const encodeMp3Chunk = chunkWriter(["-c:a", "libmp3lame", "-b:a", "32k"]);

/** One chunk of the WAV as its own WAV (for a recogniser run per chunk, in parallel). */
export const cutWavChunk = chunkWriter(["-c:a", "pcm_s16le"]);
