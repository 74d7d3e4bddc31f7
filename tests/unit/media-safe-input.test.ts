import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTAINER_SNIFF_BYTES,
  UPLOAD_CONTAINERS,
  containerOfFormatName,
  sniffContainer,
} from "@/lib/media/containers";
import { cutRenderArgs } from "@/lib/media/cut-render";
import { movReferences } from "@/lib/media/mov-references";
import type { MediaInfo } from "@/lib/media/probe";
import { FREE_MAX, transcodeArgs } from "@/lib/media/renditions";
import { inspectMediaFile, safeInputArgs, UnsupportedMediaError } from "@/lib/media/safe-input";
import { spriteArgs } from "@/lib/media/sprite";
import {
  DREF_PATH,
  baseMp4,
  box,
  hostileMedia,
  hostileTextMedia,
  replaceBox,
} from "../support/hostile-media";

const run = promisify(execFile);
const WHITELIST = UPLOAD_CONTAINERS.join(",");
let dir = "";
let mp4: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-safe-input-"));
  mp4 = await baseMp4(dir);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function fileOf(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

/** Whether `inner` appears in `outer` as a run of consecutive items. */
const containsRun = (outer: string[], inner: string[]) =>
  outer.some((_, i) => inner.every((item, j) => outer[i + j] === item));

describe("safeInputArgs", () => {
  it("names the demuxer, whitelists the file protocol and the containers, turns drefs off for mov", () => {
    expect(safeInputArgs("/data/videos/1/original.mp4", "mov")).toEqual([
      ...["-protocol_whitelist", "file", "-format_whitelist", WHITELIST, "-f", "mov"],
      ...["-enable_drefs", "0", "-use_absolute_path", "0"],
      ...["-i", "file:/data/videos/1/original.mp4"],
    ]);
    expect(safeInputArgs("/a/b.webm", "matroska")).toEqual([
      ...["-protocol_whitelist", "file", "-format_whitelist", WHITELIST, "-f", "matroska"],
      ...["-i", "file:/a/b.webm"],
    ]);
    expect(safeInputArgs("/w/audio.wav", "wav")).toEqual([
      ...["-protocol_whitelist", "file", "-format_whitelist", "wav", "-f", "wav"],
      ...["-i", "file:/w/audio.wav"],
    ]);
    // The email preview's thumbnail and its own GIF: one image demuxer, nothing else allowed.
    expect(safeInputArgs("/t/thumb.png", "png_pipe")).toEqual([
      ...["-protocol_whitelist", "file", "-format_whitelist", "png_pipe", "-f", "png_pipe"],
      ...["-i", "file:/t/thumb.png"],
    ]);
    expect(safeInputArgs("/t/preview.gif", "gif").slice(2, 6)).toEqual([
      ...["-format_whitelist", "gif", "-f", "gif"],
    ]);
  });

  it("makes every path an absolute file: URL, so a name is never another protocol", () => {
    const args = safeInputArgs("concat:a.mp4|b.mp4", "mov");
    expect(args.at(-1)).toBe(`file:${path.resolve("concat:a.mp4|b.mp4")}`);
  });

  it("is what the argument builders of the call sites put before their own arguments", () => {
    const info: MediaInfo = {
      formatName: "matroska,webm",
      containerDuration: 2,
      video: { codec: "vp9", width: 320, height: 240, colorRange: null },
      audio: { codec: "opus" },
    };
    const safe = safeInputArgs("in.webm", "matroska");
    const transcode = transcodeArgs({ fpsModeFlag: "-fps_mode" }, info, "in.webm", "o.mp4", {
      box: FREE_MAX,
      preset: "ultrafast",
    });
    expect(containsRun(transcode, safe)).toBe(true);
    expect(
      containsRun(cutRenderArgs(info, "in.webm", "o.mp4", [[0, 1]], { preset: "x" }), safe),
    ).toBe(true);
    expect(containsRun(spriteArgs("in.webm", "matroska", "s.jpg", 2), safe)).toBe(true);
    // Told a container off the allow-list by ffprobe, a builder refuses rather than guess.
    expect(() =>
      transcodeArgs({ fpsModeFlag: "-vsync" }, { ...info, formatName: "hls" }, "a", "b", {
        box: FREE_MAX,
        preset: "ultrafast",
      }),
    ).toThrow(UnsupportedMediaError);
  });

  it("is the only place any ffmpeg or ffprobe input is built, and every spawning module uses it", async () => {
    const root = path.resolve("lib");
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".ts"));
    const offenders: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(root, file), "utf8");
      if (file !== path.join("media", "safe-input.ts") && source.includes('"-i"'))
        offenders.push(`${file}: builds its own -i`);
      const spawns = /tools\.(ffmpeg|ffprobe)\b/.test(source);
      if (spawns && !source.includes("safeInputArgs(")) offenders.push(`${file}: no safeInputArgs`);
    }
    expect(offenders).toEqual([]);
  });
});

describe("the container gates", () => {
  const heads: Array<[string, number[]]> = [
    ["mov", [0, 0, 0, 0x20, ...Buffer.from("ftypisom")]],
    ["mov", [0, 0, 0, 0x08, ...Buffer.from("wide")]],
    ["matroska", [0x1a, 0x45, 0xdf, 0xa3, 0x9f]],
    ["avi", [...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("AVI LIST")]],
    ["mpeg", [0, 0, 1, 0xba, 0x44]],
    ["flv", [...Buffer.from("FLV"), 1, 5]],
    ["ogg", [...Buffer.from("OggS"), 0, 2]],
    ["asf", [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9]],
  ];

  it("knows each allow-listed container by its first bytes", () => {
    for (const [container, bytes] of heads)
      expect(sniffContainer(Uint8Array.from(bytes))).toBe(container);
    const ts = new Uint8Array(CONTAINER_SNIFF_BYTES);
    [0, 188, 376].forEach((at) => (ts[at] = 0x47));
    expect(sniffContainer(ts)).toBe("mpegts");
    const m2ts = new Uint8Array(CONTAINER_SNIFF_BYTES);
    [4, 196, 388].forEach((at) => (m2ts[at] = 0x47));
    expect(sniffContainer(m2ts)).toBe("mpegts");
  });

  it("knows none of the hostile files, nor WAV, PNG or an HLS playlist by its first bytes", () => {
    for (const hostile of hostileTextMedia({ canaryUrl: "http://127.0.0.1:9" }))
      expect(sniffContainer(hostile.bytes.subarray(0, CONTAINER_SNIFF_BYTES)), hostile.attack).toBe(
        null,
      );
    expect(sniffContainer(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBe(null);
    expect(sniffContainer(new Uint8Array([0x47]))).toBe(null);
  });

  it("takes only allow-listed demuxers from ffprobe's format_name", () => {
    expect(containerOfFormatName("mov,mp4,m4a,3gp,3g2,mj2")).toBe("mov");
    expect(containerOfFormatName("matroska,webm")).toBe("matroska");
    expect(containerOfFormatName("mpegts")).toBe("mpegts");
    for (const name of [
      "hls",
      "concat",
      "image2",
      "png_pipe",
      "sdp",
      "rtp",
      "webvtt",
      "ass",
      "tee",
      "data",
      "",
    ])
      expect(containerOfFormatName(name), name).toBe(null);
  });
});

describe("MP4 data references", () => {
  const dref = (flags: number, type = "url ", body = Buffer.alloc(0)) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(flags, 0);
    const entry = box(type, Buffer.concat([head, body]));
    return box("dref", Buffer.concat([Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), entry]));
  };

  it("finds a real MP4 self-contained, and each hostile MP4 external", async () => {
    expect(await movReferences(await fileOf("plain.mp4", mp4))).toBe("self-contained");
    const corpus = await hostileMedia({ dir, canaryUrl: "http://127.0.0.1:9" });
    for (const hostile of corpus.filter(
      (h) => h.fileName.endsWith(".mp4") && h.bytes.length > 1000,
    )) {
      const file = await fileOf(hostile.fileName, hostile.bytes);
      expect(await movReferences(file), hostile.attack).toBe("external");
      await expect(inspectMediaFile(file)).rejects.toThrow(UnsupportedMediaError);
    }
  });

  it("refuses an alias even flagged self-contained, a compressed header and a reference movie", async () => {
    const alias = replaceBox(mp4, DREF_PATH, dref(1, "alis", Buffer.alloc(160)));
    expect(await movReferences(await fileOf("alias1.mp4", alias))).toBe("external");
    const cmov = replaceBox(
      mp4,
      ["moov", "trak", "mdia", "minf", "dinf"],
      box("cmov", Buffer.alloc(8)),
    );
    expect(await movReferences(await fileOf("cmov.mp4", cmov))).toBe("external");
    const rmra = replaceBox(
      mp4,
      ["moov", "trak", "mdia", "minf", "dinf"],
      box("rmra", Buffer.alloc(8)),
    );
    expect(await movReferences(await fileOf("rmra.mp4", rmra))).toBe("external");
    // The tag inside another box's data, not a box of its own, is not a reference.
    const hdlr = replaceBox(mp4, DREF_PATH, dref(1, "url ", Buffer.from("dref cmov rmra")));
    expect(await movReferences(await fileOf("words.mp4", hdlr))).toBe("self-contained");
  });

  it("cannot tell from the first bytes of a file whose movie header comes after its media", async () => {
    const head = await fileOf("head.mp4", mp4.subarray(0, 2000));
    expect(await movReferences(head, { partial: true })).toBe("unseen");
    expect(await movReferences(head)).toBe("self-contained");
  });
});

describe("ffmpeg given the safe input arguments", () => {
  it("reads a playlist as the container it was told, never following its segment", async () => {
    const [playlist] = hostileTextMedia({ canaryUrl: "http://127.0.0.1:9" });
    const file = await fileOf("holiday.mp4", playlist!.bytes);
    const probe = run("ffprobe", ["-v", "error", ...safeInputArgs(file, "mov"), "-show_format"]);
    await expect(probe).rejects.toMatchObject({
      stderr: expect.stringContaining("moov atom not found"),
    });
  });

  it("does not open the file an MP4's alias names", async () => {
    const corpus = await hostileMedia({ dir, canaryUrl: "http://127.0.0.1:9" });
    const alias = corpus.find((h) => h.fileName === "alias.mp4")!;
    const file = await fileOf("alias.mp4", alias.bytes);
    const { stderr } = await run("ffprobe", ["-v", "warning", ...safeInputArgs(file, "mov")]);
    expect(stderr).toContain("Skipped opening external track");
  });
});
