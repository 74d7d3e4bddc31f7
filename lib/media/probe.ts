import "server-only";
import { containerOfFormatName, type MediaContainer } from "./containers";
import { runTool, runToolLines, type FfmpegTools } from "./ffmpeg";
import { inspectMediaFile, safeInputArgs, UnsupportedMediaError } from "./safe-input";

export interface MediaInfo {
  /** e.g. "matroska,webm" or "mov,mp4,m4a,3gp,3g2,mj2". */
  formatName: string;
  /** Seconds from the container, or null when it has none (MediaRecorder WebM). */
  containerDuration: number | null;
  video: { codec: string; width: number; height: number; colorRange: "pc" | "tv" | null } | null;
  audio: { codec: string } | null;
}

interface ProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    color_range?: string;
  }>;
}

function positiveNumber(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : null;
}

/** Parses `ffprobe -show_format -show_streams -of json`. */
export function parseProbeJson(text: string): MediaInfo {
  const json = JSON.parse(text) as ProbeJson;
  const streams = json.streams ?? [];
  const v = streams.find((s) => s.codec_type === "video" && s.width && s.height);
  const a = streams.find((s) => s.codec_type === "audio");
  const range = v?.color_range;
  return {
    formatName: json.format?.format_name ?? "",
    containerDuration: positiveNumber(json.format?.duration),
    video: v
      ? {
          codec: v.codec_name ?? "",
          width: v.width ?? 0,
          height: v.height ?? 0,
          colorRange: range === "pc" || range === "tv" ? range : null,
        }
      : null,
    audio: a ? { codec: a.codec_name ?? "" } : null,
  };
}

/** A remote file's first bytes did not hold its whole movie header: probe all of it instead. */
export class UnseenHeaderError extends Error {
  constructor() {
    super("The copy holds only the start of the file, without its whole movie header");
    this.name = "UnseenHeaderError";
  }
}

/** The container ffmpeg reads a probed file as: the demuxer ffprobe named, if allow-listed. */
export function probedFormat(info: MediaInfo): MediaContainer {
  const container = containerOfFormatName(info.formatName);
  if (!container) throw new UnsupportedMediaError(`ffprobe read it as ${info.formatName}`);
  return container;
}

/**
 * Step: what the file holds. Its bytes are checked first (lib/media/safe-input.ts), then ffprobe
 * reads it as that container only, and must name an allow-listed one. Throws UnsupportedMediaError
 * for anything else, UnseenHeaderError when a `partial` copy cannot tell, and an Error when
 * ffprobe cannot read it or it has no audio or video.
 */
export async function probeMedia(
  tools: FfmpegTools,
  file: string,
  signal?: AbortSignal,
  { partial = false }: { partial?: boolean } = {},
): Promise<MediaInfo> {
  const inspected = await inspectMediaFile(file, { partial });
  if (!inspected.complete) throw new UnseenHeaderError();
  const out = await runTool(
    tools.ffprobe,
    ["-v", "error", ...safeInputArgs(file, inspected.container)].concat([
      "-show_format",
      "-show_streams",
      "-of",
      "json",
    ]),
    { signal },
  );
  const info = parseProbeJson(out);
  if (probedFormat(info) !== inspected.container)
    throw new UnsupportedMediaError(`ffprobe read it as ${info.formatName}`);
  if (!info.video && !info.audio) throw new Error("The upload holds no audio or video stream");
  return info;
}

/** Follows `ffprobe -show_entries packet=pts_time,duration_time -of csv=p=0` one line at a time. */
export function packetEndTracker() {
  let end = 0;
  return {
    add(line: string): void {
      const [pts, dur] = line.split(",");
      const start = Number(pts);
      if (!pts || !Number.isFinite(start)) return;
      const length = Number(dur);
      end = Math.max(end, start + (Number.isFinite(length) ? length : 0));
    },
    end: (): number | null => (end > 0 ? end : null),
  };
}

/** The end of the last packet of a whole CSV listing. */
export function lastPacketEnd(csv: string): number | null {
  const tracker = packetEndTracker();
  csv.split("\n").forEach(tracker.add);
  return tracker.end();
}

/**
 * Step: the media's duration in seconds. MediaRecorder WebM has no duration in its header, so
 * when the container has none it is read from the packet timestamps (no decoding, fast), as a
 * stream: a four-hour recording lists millions of packets.
 */
export async function mediaDuration(
  tools: FfmpegTools,
  file: string,
  info: MediaInfo,
  signal?: AbortSignal,
): Promise<number> {
  if (info.containerDuration !== null) return info.containerDuration;
  const tracker = packetEndTracker();
  await runToolLines(
    tools.ffprobe,
    ["-v", "error", ...safeInputArgs(file, probedFormat(info))].concat([
      "-show_entries",
      "packet=pts_time,duration_time",
      "-of",
      "csv=p=0",
    ]),
    tracker.add,
    { signal },
  );
  const end = tracker.end();
  if (end === null) throw new Error("Could not determine the duration: no timestamped packets");
  return end;
}
