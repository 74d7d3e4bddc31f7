import { describe, expect, it } from "vitest";
import { sniffImage, sniffVideo } from "@/lib/media/sniff";

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))),
  );

describe("sniffVideo", () => {
  it("recognises WebM/Matroska by the EBML magic", () => {
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]))).toEqual({
      contentType: "video/webm",
      ext: "webm",
    });
  });
  it("recognises MP4 by 'ftyp' at offset 4", () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x18], "ftypmp42"))).toEqual({
      contentType: "video/mp4",
      ext: "mp4",
    });
    expect(sniffVideo(bytes([0, 0, 0, 0x14], "ftypqt  "))).toEqual({
      contentType: "video/mp4",
      ext: "mp4",
    });
  });
  it.each([
    ["text", bytes("hello world, not a video")],
    ["png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ["ftyp at the wrong offset", bytes("ftypisom0000")],
    ["truncated magic", bytes([0x1a, 0x45, 0xdf])],
    ["empty", bytes()],
  ])("refuses %s", (_name, input) => {
    expect(sniffVideo(input)).toBeNull();
  });
});

describe("sniffImage", () => {
  it.each([
    ["png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "image/png"],
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    ["webp", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "), "image/webp"],
  ])("recognises %s", (_name, input, contentType) => {
    expect(sniffImage(input)?.contentType).toBe(contentType);
  });
  it.each([
    ["svg", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>")],
    ["gif", bytes("GIF89a")],
    ["riff without webp", bytes("RIFF", [1, 2, 3, 4], "WAVEfmt ")],
  ])("refuses %s", (_name, input) => {
    expect(sniffImage(input)).toBeNull();
  });
});
