import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readBodyBytes } from "@/lib/http/body";
import {
  sniffImageType,
  uploadedImageFile,
  uploadedImageUrl,
} from "@/lib/attachments/image-upload";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === "string" ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );

describe("sniffImageType", () => {
  it.each([
    ["png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0), "image/png"],
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0), "image/jpeg"],
    ["gif", bytes("GIF89a", 1), "image/gif"],
    ["webp", bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "), "image/webp"],
    ["avif", bytes(0, 0, 0, 0x1c, "ftypavif"), "image/avif"],
    ["svg", bytes("<svg xmlns='http://www.w3.org/2000/svg'>"), null],
    ["html", bytes("<!doctype html>"), null],
    ["empty", bytes(), null],
  ])("%s", (_name, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });
});

describe("uploaded image URLs", () => {
  it("round-trips the file name and refuses anything else", () => {
    const url = uploadedImageUrl("attachments/u1/1700000000000-abc123-shot.png");
    expect(url).toBe("/api/attachments/upload?file=1700000000000-abc123-shot.png");
    expect(uploadedImageFile(url)).toBe("1700000000000-abc123-shot.png");
    expect(uploadedImageFile(`http://host${url}`)).toBe("1700000000000-abc123-shot.png");
    expect(uploadedImageFile("/api/attachments/upload?file=../../secret")).toBeNull();
    expect(uploadedImageFile("/api/other?file=1700000000000-abc123-shot.png")).toBeNull();
    expect(uploadedImageFile("https://evil.example/x.png")).toBeNull();
  });
});

describe("readBodyBytes", () => {
  const request = (size: number, declared?: number) => {
    const headers = new Headers();
    if (declared !== undefined) headers.set("content-length", String(declared));
    return { headers, body: size > 0 ? new Response(new Uint8Array(size)).body : null };
  };
  it("reads up to the limit and refuses beyond it while streaming", async () => {
    expect((await readBodyBytes(request(10), 10)).byteLength).toBe(10);
    await expect(readBodyBytes(request(11), 10)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect((await readBodyBytes(request(0), 10)).byteLength).toBe(0);
  });
  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1));
      },
    });
    const headers = new Headers({ "content-length": String(3 * 1024 ** 3) });
    await expect(readBodyBytes({ headers, body }, 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBeLessThanOrEqual(1);
  });
});
