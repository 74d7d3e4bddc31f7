import { describe, expect, it } from "vitest";
import {
  directoryPrefix,
  objectFromHeaders,
  rangeHeader,
  sizeFromContentRange,
  needsMultipart,
} from "@/lib/storage/vercel-blob";
import { InvalidKeyError } from "@/lib/storage/errors";
import { Readable } from "node:stream";

// Only the pure mapping is tested here: Vercel Blob cannot be reached from the test machine.
describe("vercel blob mapping", () => {
  it("builds range headers", () => {
    expect(rangeHeader({ start: 0, end: 99 })).toBe("bytes=0-99");
  });

  it("reads the total size from Content-Range", () => {
    expect(sizeFromContentRange("bytes 0-99/1000")).toBe(1000);
    expect(sizeFromContentRange("bytes */1000")).toBe(1000);
    expect(sizeFromContentRange("bytes 0-99/*")).toBeNull();
    expect(sizeFromContentRange(null)).toBeNull();
  });

  it("maps a 206 answer to the whole object's metadata", () => {
    const headers = new Headers({
      "content-range": "bytes 100-199/5000",
      "content-length": "100",
      "content-type": "video/webm",
      etag: '"e1"',
      "last-modified": "Tue, 02 Jan 2024 03:04:05 GMT",
    });
    expect(objectFromHeaders("videos/1/original.webm", 206, headers)).toEqual({
      key: "videos/1/original.webm",
      size: 5000,
      contentType: "video/webm",
      etag: '"e1"',
      lastModified: new Date("2024-01-02T03:04:05Z"),
      metadata: {},
    });
  });

  it("maps a 200 answer using Content-Length", () => {
    const headers = new Headers({ "content-length": "42", "content-type": "image/png" });
    expect(objectFromHeaders("k", 200, headers).size).toBe(42);
    expect(() => objectFromHeaders("k", 206, new Headers())).toThrow();
  });

  it("uses multipart for streams and large buffers only", () => {
    expect(needsMultipart(new Uint8Array(10))).toBe(false);
    expect(needsMultipart(new Uint8Array(9 * 1024 * 1024))).toBe(true);
    expect(needsMultipart(Readable.from([]))).toBe(true);
    expect(needsMultipart(new ReadableStream())).toBe(true);
  });

  it("turns a prefix into a directory and refuses unsafe ones", () => {
    expect(directoryPrefix("videos/123")).toBe("videos/123/");
    expect(directoryPrefix("videos/123/")).toBe("videos/123/");
    expect(() => directoryPrefix("")).toThrow(InvalidKeyError);
    expect(() => directoryPrefix("/")).toThrow(InvalidKeyError);
    expect(() => directoryPrefix("../x")).toThrow(InvalidKeyError);
  });
});
