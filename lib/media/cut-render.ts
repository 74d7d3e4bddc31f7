import "server-only";
import { runTool, type FfmpegTools } from "./ffmpeg";
import { probedFormat, type MediaInfo } from "./probe";
import { safeInputArgs } from "./safe-input";
import type { Cut } from "@/lib/timeline/cuts";

/**
 * The ffmpeg arguments that render the kept ranges of `input` into one MP4, re-encoding
 * everything (docs/processing.md: measured against re-encoding only around the cut points).
 * trim/atrim + concat keep each range's own timestamps, so variable frame rate stays right.
 */
export function cutRenderArgs(
  info: MediaInfo,
  input: string,
  output: string,
  kept: readonly Cut[],
  options: { preset: string; crf?: number },
): string[] {
  const hasVideo = info.video !== null;
  const hasAudio = info.audio !== null;
  const parts: string[] = [];
  const pads: string[] = [];
  kept.forEach(([from, to], i) => {
    const range = `start=${from.toFixed(3)}:end=${to.toFixed(3)}`;
    if (hasVideo) {
      parts.push(`[0:v:0]trim=${range},setpts=PTS-STARTPTS[v${i}]`);
      pads.push(`[v${i}]`);
    }
    if (hasAudio) {
      parts.push(`[0:a:0]atrim=${range},asetpts=PTS-STARTPTS[a${i}]`);
      pads.push(`[a${i}]`);
    }
  });
  const outs = `${hasVideo ? "[v]" : ""}${hasAudio ? "[a]" : ""}`;
  parts.push(
    `${pads.join("")}concat=n=${kept.length}:v=${hasVideo ? 1 : 0}:a=${hasAudio ? 1 : 0}${outs}`,
  );
  const args = ["-hide_banner", "-nostdin", "-y", ...safeInputArgs(input, probedFormat(info))];
  args.push("-filter_complex", parts.join(";"));
  if (hasVideo) {
    args.push("-map", "[v]", "-c:v", "libx264", "-pix_fmt", "yuv420p");
    args.push("-preset", options.preset, "-crf", String(options.crf ?? 23));
  }
  if (hasAudio) args.push("-map", "[a]", "-c:a", "aac", "-b:a", "128k");
  args.push("-movflags", "+faststart", "-f", "mp4", output);
  return args;
}

/** Step: renders the kept ranges of the unedited MP4 into the edited one. */
export async function renderCuts(
  tools: FfmpegTools,
  info: MediaInfo,
  input: string,
  output: string,
  kept: readonly Cut[],
  options: { preset: string; signal?: AbortSignal },
): Promise<void> {
  await runTool(tools.ffmpeg, cutRenderArgs(info, input, output, kept, options), {
    signal: options.signal,
    nice: tools.nice,
  });
}
