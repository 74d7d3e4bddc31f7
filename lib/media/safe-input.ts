import "server-only";
import { open } from "node:fs/promises";
import path from "node:path";
import {
  CONTAINER_SNIFF_BYTES,
  UPLOAD_CONTAINERS,
  sniffContainer,
  type MediaContainer,
} from "./containers";
import { movReferences } from "./mov-references";

/** The file is not one self-contained video container we read; no retry changes that. */
export class UnsupportedMediaError extends Error {
  constructor(reason: string) {
    super(`Unsupported media: ${reason}`);
    this.name = "UnsupportedMediaError";
  }
}

/**
 * Single-image demuxers: a thumbnail (PNG, JPEG or WebP, sniffed by its bytes when stored), and the
 * GIF our own preview step wrote. Each reads one file, never a pattern or a list of others.
 */
export const IMAGE_INPUTS = ["png_pipe", "jpeg_pipe", "webp_pipe", "gif"] as const;
export type ImageInput = (typeof IMAGE_INPUTS)[number];

/** What ffmpeg may be told an input is: user media, the WAV our own audio step wrote, an image. */
export type InputFormat = MediaContainer | "wav" | ImageInput;

const isImageInput = (format: InputFormat): format is ImageInput =>
  (IMAGE_INPUTS as readonly string[]).includes(format);

/**
 * The input arguments of every ffmpeg and ffprobe run, ending with `-i`: the demuxer named (no
 * probing, so a playlist or script never gets its own demuxer), only allow-listed demuxers even
 * for anything nested, only the `file` protocol (no http, concat:, subfile:, data:, tee:, rtp...),
 * the path as a `file:` URL (a name with a colon is never another protocol) and, for QuickTime and
 * MP4, references to other files off, by their own options.
 */
export function safeInputArgs(file: string, format: InputFormat): string[] {
  const formats = format === "wav" || isImageInput(format) ? format : UPLOAD_CONTAINERS.join(",");
  const args = ["-protocol_whitelist", "file", "-format_whitelist", formats, "-f", format];
  if (format === "mov") args.push("-enable_drefs", "0", "-use_absolute_path", "0");
  return [...args, "-i", `file:${path.resolve(file)}`];
}

/** What a local file's content says it is; `complete` is false when its bytes cannot tell yet. */
export interface InspectedFile {
  container: MediaContainer;
  complete: boolean;
}

async function head(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(CONTAINER_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a local file before any ffmpeg or ffprobe reads it: its magic bytes must be an
 * allow-listed container's, and a QuickTime/MP4 must hold its own samples. `partial`: the file is
 * the first bytes of a longer one (a remote store's head), so a movie header past them is not
 * seen (`complete: false`). Throws UnsupportedMediaError otherwise.
 */
export async function inspectMediaFile(
  file: string,
  { partial = false } = {},
): Promise<InspectedFile> {
  const container = sniffContainer(await head(file));
  if (!container) throw new UnsupportedMediaError("not an allow-listed container");
  if (container !== "mov") return { container, complete: true };
  const references = await movReferences(file, { partial });
  if (references === "external") throw new UnsupportedMediaError("its samples are in another file");
  return { container, complete: references === "self-contained" };
}
