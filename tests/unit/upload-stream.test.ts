import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it, vi } from "vitest";
import { parseMultipart } from "@/lib/http/form-data";
import { readCapped } from "@/lib/http/read-capped";
import { formatBytes } from "@/lib/format/bytes";
import {
  EMPTY_RECORDING_MESSAGE,
  NOT_A_VIDEO_MESSAGE,
  VideoIntake,
} from "@/lib/media/video-intake";

const webm = (size: number) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(size - 4, 9)]);

/** Runs `data` (in `chunk`-sized pieces) through an intake; resolves with what came out. */
async function intake(data: Buffer, max = 10_000, chunk = 7) {
  const gate = new VideoIntake(max);
  const pieces = Array.from({ length: Math.ceil(data.length / chunk) }, (_, i) =>
    data.subarray(i * chunk, (i + 1) * chunk),
  );
  const out: Buffer[] = [];
  const collect = (async () => {
    for await (const c of gate as AsyncIterable<Buffer>) out.push(c);
  })();
  await Promise.all([pipeline(Readable.from(pieces), gate), collect]);
  return { format: await gate.format, bytes: Buffer.concat(out), count: gate.bytes };
}

describe("VideoIntake", () => {
  it("passes a recording through unchanged once sniffed", async () => {
    const data = webm(5000);
    const result = await intake(data);
    expect(result.format.ext).toBe("webm");
    expect(result.bytes.equals(data)).toBe(true);
    expect(result.count).toBe(5000);
  });
  it("refuses files under 1000 bytes, whatever they hold", async () => {
    await expect(intake(webm(999))).rejects.toMatchObject({
      status: 400,
      message: EMPTY_RECORDING_MESSAGE,
    });
    await expect(intake(Buffer.from("hi"))).rejects.toMatchObject({
      status: 400,
      message: EMPTY_RECORDING_MESSAGE,
    });
  });
  it("refuses non-video bytes before letting any through", async () => {
    await expect(intake(Buffer.alloc(5000, 65))).rejects.toMatchObject({
      status: 400,
      message: NOT_A_VIDEO_MESSAGE,
    });
  });
  it("fails with 413 past the limit", async () => {
    await expect(intake(webm(20_000), 10_000, 4096)).rejects.toMatchObject({ status: 413 });
  });
  it("formats limits", () => {
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
    expect(formatBytes(10 * 1024 ** 2)).toBe("10 MB");
  });
});

describe("readCapped", () => {
  it("reads small parts and drops big ones", async () => {
    expect(await readCapped(Readable.from([Buffer.from("ab"), Buffer.from("cd")]), 4)).toEqual(
      Buffer.from("abcd"),
    );
    expect(await readCapped(Readable.from([Buffer.from("ab"), Buffer.from("cde")]), 4)).toBeNull();
  });
});

describe("parseMultipart", () => {
  const request = (form: FormData) =>
    new Request("http://x/upload", { method: "POST", body: form });

  it("collects fields and hands each file over as a stream", async () => {
    const form = new FormData();
    form.append("title", "Hello");
    form.append("video", new Blob(["0123456789"]), "a.webm");
    form.append("after", "yes");
    const files: string[] = [];
    const fields = await parseMultipart(request(form), {
      limits: {},
      onFile: async (part) => {
        files.push(
          `${part.name}:${part.filename}:${(await readCapped(part.stream, 100))?.toString()}`,
        );
      },
    });
    expect(fields).toEqual({ title: "Hello", after: "yes" });
    expect(files).toEqual(["video:a.webm:0123456789"]);
  });

  it("rejects with the onFile error after every onFile has settled", async () => {
    const form = new FormData();
    form.append("a", new Blob(["x"]), "a");
    form.append("b", new Blob(["y"]), "b");
    const events: string[] = [];
    let releaseA = () => {};
    const aHeld = new Promise<void>((resolve) => (releaseA = resolve));
    const parsing = parseMultipart(request(form), {
      limits: {},
      onFile: async (part) => {
        part.stream.resume();
        if (part.name === "b") {
          events.push("b failed");
          throw new Error("nope");
        }
        await aHeld;
        events.push("a settled");
      },
    }).finally(() => events.push("rejected"));
    // b has failed while a is still running: the parse must wait for a before it rejects.
    await vi.waitFor(() => expect(events).toEqual(["b failed"]));
    releaseA();
    await expect(parsing).rejects.toMatchObject({
      status: 400,
      message: "Invalid multipart body: nope",
    });
    expect(events).toEqual(["b failed", "a settled", "rejected"]);
  });

  it("refuses bodies that are not multipart, and too many parts", async () => {
    const json = new Request("http://x", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    await expect(
      parseMultipart(json, { limits: {}, onFile: async () => undefined }),
    ).rejects.toMatchObject({
      status: 400,
    });
    const form = new FormData();
    for (let i = 0; i < 5; i++) form.append(`f${i}`, "v");
    await expect(
      parseMultipart(request(form), { limits: { parts: 3 }, onFile: async () => undefined }),
    ).rejects.toMatchObject({ status: 413 });
  });
});
