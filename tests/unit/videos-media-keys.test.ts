import { describe, expect, it } from "vitest";
import { mediaKeyFor, mediaUrl, mediaVersion, type MediaFields } from "@/lib/videos/media-keys";

const base: MediaFields = {
  originalKey: "videos/1/original.webm",
  remuxedKey: null,
  mp4Key: null,
  thumbnailKey: null,
  processingStatus: "queued",
  updatedAt: new Date("2030-01-01T00:00:00Z"),
  originalPlayable: true,
};

describe("mediaKeyFor", () => {
  it("serves the original until a rendition exists", () => {
    expect(mediaKeyFor(base, "video")).toBe("videos/1/original.webm");
    expect(mediaKeyFor({ ...base, processingStatus: "completed" }, "video")).toBe(
      "videos/1/original.webm",
    );
  });
  it("prefers the remux, then the MP4 once completed", () => {
    const remuxed = { ...base, remuxedKey: "videos/1/remuxed.webm" };
    expect(mediaKeyFor(remuxed, "video")).toBe("videos/1/remuxed.webm");
    const withMp4 = { ...remuxed, mp4Key: "videos/1/web.mp4" };
    expect(mediaKeyFor({ ...withMp4, processingStatus: "processing" }, "video")).toBe(
      "videos/1/remuxed.webm",
    );
    expect(mediaKeyFor({ ...withMp4, processingStatus: "failed" }, "video")).toBe(
      "videos/1/remuxed.webm",
    );
    expect(mediaKeyFor({ ...withMp4, processingStatus: "completed" }, "video")).toBe(
      "videos/1/web.mp4",
    );
    expect(mediaKeyFor(withMp4, "original")).toBe("videos/1/original.webm");
  });
  it("serves nothing for an original no browser plays until its MP4 is done", () => {
    const hevc = { ...base, originalKey: "videos/1/original.mov", originalPlayable: false };
    expect(mediaKeyFor(hevc, "video")).toBeNull();
    expect(mediaKeyFor({ ...hevc, processingStatus: "processing", mp4Key: "m" }, "video")).toBe(
      null,
    );
    expect(mediaKeyFor({ ...hevc, processingStatus: "completed", mp4Key: "m" }, "video")).toBe("m");
    expect(mediaKeyFor(hevc, "original")).toBe("videos/1/original.mov");
  });
});

describe("mediaVersion and mediaUrl", () => {
  it("changes when the served file or the row changes", () => {
    const v1 = mediaVersion(base, "video");
    expect(mediaVersion(base, "video")).toBe(v1);
    expect(mediaVersion({ ...base, remuxedKey: "videos/1/r.webm" }, "video")).not.toBe(v1);
    expect(
      mediaVersion({ ...base, updatedAt: new Date(base.updatedAt.getTime() + 1) }, "video"),
    ).not.toBe(v1);
  });
  it("is null without a thumbnail", () => {
    expect(mediaUrl(1, base, "thumbnail")).toBeNull();
    expect(
      mediaUrl(1, { ...base, thumbnailKey: "thumbnails/u/1-abcdef.png" }, "thumbnail"),
    ).toMatch(/^\/api\/videos\/1\/media\/thumbnail\?v=[\w-]{12}$/);
  });
});
