import "server-only";
import { access, open, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { runTool, type FfmpegTools } from "./ffmpeg";
import { inspectMediaFile, safeInputArgs, type ImageInput } from "./safe-input";
import { sniffImage } from "./sniff";

// The animated preview an email shows in place of the video: the thumbnail held for a second (what
// clients that show only a GIF's first frame, such as Outlook on Windows, display), then the
// first seconds of the video, a play mark on every frame, looping.

export const PREVIEW_GIF_WIDTH = 480;
/** Largest preview stored: email clients and their image proxies handle a few hundred KB well. */
export const PREVIEW_GIF_MAX_BYTES = 600 * 1024;
/** How long the thumbnail (and a recipient's greeting on it) is shown first, in seconds. */
export const PREVIEW_POSTER_SECONDS = 1;
const PLAY_MARK_SIZE = 96;

/** One try at the preview; each next one is smaller, until the file fits PREVIEW_GIF_MAX_BYTES. */
export interface GifAttempt {
  clipSeconds: number;
  fps: number;
  colors: number;
}

export const GIF_ATTEMPTS: readonly GifAttempt[] = [
  { clipSeconds: 3, fps: 10, colors: 128 },
  { clipSeconds: 3, fps: 8, colors: 64 },
  { clipSeconds: 2, fps: 6, colors: 32 },
];

/** The preview's height for a video of `width` x `height`: 480 px wide, even, 16:9 when unknown. */
export function previewHeight(width: number | null, height: number | null): number {
  const ratio = width && height ? height / width : 9 / 16;
  return Math.max(2, Math.round((PREVIEW_GIF_WIDTH * ratio) / 2) * 2);
}

/** A translucent dark disc with a white triangle, drawn by ffmpeg itself (no image file, no font). */
function playMark(): string {
  const s = PLAY_MARK_SIZE;
  const c = s / 2;
  const triangle = `gte(X,${s * 0.38})*lte(X,${s * 0.72})*lte(abs(Y-${c}),(${s * 0.72}-X)*0.6)`;
  const disc = `lte(hypot(X-${c},Y-${c}),${c - 2})`;
  const white = `255*${triangle}`;
  return (
    `color=c=black@0:s=${s}x${s}:r=1:d=1,format=rgba,` +
    `geq=r='${white}':g='${white}':b='${white}':a='if(${triangle},255,if(${disc},150,0))'[mark]`
  );
}

const fit = (w: number, h: number) =>
  `scale=${w}:${h}:force_original_aspect_ratio=decrease:flags=lanczos,` +
  `pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,format=rgba`;

const paletteSteps = (colors: number) =>
  `split[a][b];[a]palettegen=max_colors=${colors}:stats_mode=diff[p];` +
  `[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle`;

const gifOutput = (output: string) => ["-loop", "0", "-f", "gif", output];

export interface PreviewInputs {
  video: { file: string; format: Parameters<typeof safeInputArgs>[1] };
  poster: { file: string; format: ImageInput } | null;
  width: number | null;
  height: number | null;
}

/** The ffmpeg arguments of the video's preview (one run: palette made from this clip's frames). */
export function previewGifArgs(
  inputs: PreviewInputs,
  output: string,
  attempt: GifAttempt,
): string[] {
  const w = PREVIEW_GIF_WIDTH;
  const h = previewHeight(inputs.width, inputs.height);
  const { fps } = attempt;
  const args = ["-hide_banner", "-nostdin", "-y", "-t", String(attempt.clipSeconds)];
  args.push(...safeInputArgs(inputs.video.file, inputs.video.format));
  const graph = [`[0:v]fps=${fps},${fit(w, h)},setpts=N/${fps}/TB[clip]`, playMark()];
  let sequence = "[clip]";
  if (inputs.poster) {
    args.push(...safeInputArgs(inputs.poster.file, inputs.poster.format));
    const held = Math.round(PREVIEW_POSTER_SECONDS * fps) - 1;
    graph.push(`[1:v]${fit(w, h)},loop=loop=${held}:size=1:start=0,setpts=N/${fps}/TB[poster]`);
    graph.push(`[poster][clip]concat=n=2:v=1:a=0[seq]`);
    sequence = "[seq]";
  }
  graph.push(
    `${sequence}[mark]overlay=(W-w)/2:(H-h)/2:eof_action=repeat,${paletteSteps(attempt.colors)}`,
  );
  return [...args, "-filter_complex", graph.join(";"), "-an", ...gifOutput(output)];
}

/** The poster's demuxer from its bytes; null when it is none of the thumbnail formats. */
export async function posterFormat(file: string): Promise<ImageInput | null> {
  const handle = await open(file, "r");
  try {
    const bytes = Buffer.alloc(16);
    await handle.read(bytes, 0, bytes.length, 0);
    const type = sniffImage(bytes);
    if (!type) return null;
    return type.ext === "png" ? "png_pipe" : type.ext === "jpg" ? "jpeg_pipe" : "webp_pipe";
  } finally {
    await handle.close();
  }
}

/**
 * Makes the preview of a local video file (and its thumbnail, when there is one) at `output`,
 * trying smaller settings until it fits PREVIEW_GIF_MAX_BYTES. Returns its size in bytes.
 */
export async function makePreviewGif(
  tools: FfmpegTools,
  inputs: { video: string; poster: string | null; width: number | null; height: number | null },
  output: string,
  signal?: AbortSignal,
): Promise<{ size: number; attempt: GifAttempt }> {
  const { container } = await inspectMediaFile(inputs.video);
  const format = inputs.poster ? await posterFormat(inputs.poster) : null;
  const poster = inputs.poster && format ? { file: inputs.poster, format } : null;
  let last: { size: number; attempt: GifAttempt } | null = null;
  for (const attempt of GIF_ATTEMPTS) {
    const args = previewGifArgs(
      {
        width: inputs.width,
        height: inputs.height,
        video: { file: inputs.video, format: container },
        poster,
      },
      output,
      attempt,
    );
    await runTool(tools.ffmpeg, args, { signal, nice: tools.nice });
    last = { size: (await stat(output)).size, attempt };
    if (last.size <= PREVIEW_GIF_MAX_BYTES) return last;
  }
  throw new Error(`The preview GIF stays above ${PREVIEW_GIF_MAX_BYTES} bytes (${last?.size})`);
}

/** Bold sans fonts Debian installs with ffmpeg's dependencies or commonly beside them. */
const FONT_CANDIDATES = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
  "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
  "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
  "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
];

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

let fontLookup: Promise<string | null> | undefined;

/** The font the greeting is drawn with (looked up once), or null when the machine has none. */
export function greetingFont(): Promise<string | null> {
  fontLookup ??= (async () => {
    for (const file of FONT_CANDIDATES) {
      if (await exists(file)) return file;
    }
    return null;
  })();
  return fontLookup;
}

/** Names the fonts above draw (Latin, Greek, Cyrillic scripts); others get the plain preview. */
const DRAWABLE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M} .'’-]+$/u;
const MAX_NAME_CHARACTERS = 20;

/** "Hi Dana" for a first name the font can draw, else null. */
export function greetingText(firstName: string): string | null {
  const name = firstName.trim();
  if (!name || !DRAWABLE.test(name)) return null;
  const short =
    [...name].length > MAX_NAME_CHARACTERS
      ? `${[...name].slice(0, MAX_NAME_CHARACTERS - 1).join("")}…`
      : name;
  return `Hi ${short}`;
}

/** A path inside a filter argument: `\`, `'` and `:` escaped as ffmpeg's filter syntax wants. */
const filterPath = (file: string) => file.replace(/[\\':]/g, (c) => `\\${c}`);

/** The ffmpeg arguments of a recipient's preview: the video's, with the greeting on its first second. */
export function greetingGifArgs(
  source: string,
  { textFile, fontFile, colors }: { textFile: string; fontFile: string; colors: number },
  output: string,
): string[] {
  const text =
    `drawtext=fontfile='${filterPath(fontFile)}':textfile='${filterPath(textFile)}':expansion=none:` +
    `fontsize=h/9:fontcolor=white:box=1:boxcolor=black@0.65:boxborderw=12:` +
    `x=(w-text_w)/2:y=h/12:enable='lt(t,${PREVIEW_POSTER_SECONDS})'`;
  const graph = `[0:v]${text},${paletteSteps(colors)}`;
  return [
    ...["-hide_banner", "-nostdin", "-y", ...safeInputArgs(source, "gif")],
    ...["-filter_complex", graph, ...gifOutput(output)],
  ];
}

/** Makes a recipient's preview from the stored video preview at `source`; returns its size. */
export async function makeGreetingGif(
  tools: FfmpegTools,
  {
    source,
    greeting,
    fontFile,
    workDir,
  }: { source: string; greeting: string; fontFile: string; workDir: string },
  output: string,
  signal?: AbortSignal,
): Promise<number> {
  const textFile = path.join(workDir, "greeting.txt");
  await writeFile(textFile, greeting, "utf8");
  for (const { colors } of GIF_ATTEMPTS) {
    await runTool(tools.ffmpeg, greetingGifArgs(source, { textFile, fontFile, colors }, output), {
      signal,
      nice: tools.nice,
    });
    const { size } = await stat(output);
    if (size <= PREVIEW_GIF_MAX_BYTES) return size;
  }
  throw new Error(`The greeting GIF stays above ${PREVIEW_GIF_MAX_BYTES} bytes`);
}
