import { describe, expect, it } from "vitest";
import {
  assertValidKey,
  attachmentImageKey,
  fileExtension,
  keyProblem,
  randomSuffix,
  safeFileName,
  thumbnailKey,
  thumbnailMetadata,
  videoKey,
} from "@/lib/storage/keys";
import { InvalidKeyError } from "@/lib/storage/errors";

const now = new Date("2024-05-06T07:08:09.123Z");
const fixed = () => "abc123";

describe("randomSuffix", () => {
  it("is six lowercase alphanumerics by default", () => {
    for (let i = 0; i < 200; i++) expect(randomSuffix()).toMatch(/^[a-z0-9]{6}$/);
  });
  it("honours the length and varies", () => {
    expect(randomSuffix(12)).toHaveLength(12);
    expect(new Set(Array.from({ length: 50 }, () => randomSuffix())).size).toBeGreaterThan(45);
  });
});

describe("thumbnailKey", () => {
  it("uses the file name's extension", () => {
    expect(thumbnailKey("u1", "thumbnail-1700000000000.png", now, fixed)).toBe(
      `thumbnails/u1/${now.getTime()}-abc123.png`,
    );
    expect(thumbnailKey("u1", "Photo.JPEG", now, fixed)).toBe(
      `thumbnails/u1/${now.getTime()}-abc123.jpeg`,
    );
  });
  it("falls back to jpg without a file name or extension", () => {
    expect(thumbnailKey("u1", undefined, now, fixed)).toBe(
      `thumbnails/u1/${now.getTime()}-abc123.jpg`,
    );
    expect(thumbnailKey("u1", "blob", now, fixed)).toMatch(/\.jpg$/);
    expect(thumbnailKey("u1", "weird.ex$t", now, fixed)).toMatch(/\.jpg$/);
  });
  it("uses a real random suffix by default", () => {
    expect(thumbnailKey("dev-user-3", "a.webp", now)).toMatch(
      /^thumbnails\/dev-user-3\/\d+-[a-z0-9]{6}\.webp$/,
    );
  });
  it("refuses unsafe user ids", () => {
    expect(() => thumbnailKey("../x", "a.png", now, fixed)).toThrow(InvalidKeyError);
    expect(() => thumbnailKey("a/b", "a.png", now, fixed)).toThrow(InvalidKeyError);
    expect(() => thumbnailKey("", "a.png", now, fixed)).toThrow(InvalidKeyError);
  });
});

describe("thumbnailMetadata", () => {
  it("defaults to image/jpeg and marks the file not public", () => {
    expect(thumbnailMetadata("u1", undefined, now)).toEqual({
      contentType: "image/jpeg",
      metadata: { userId: "u1", uploadedAt: "2024-05-06T07:08:09.123Z", isPublic: "false" },
    });
  });
  it("keeps the file's type", () => {
    expect(thumbnailMetadata("u1", "image/png", now).contentType).toBe("image/png");
  });
});

describe("videoKey and attachmentImageKey", () => {
  it("builds video keys", () => {
    expect(videoKey(123, "original.webm")).toBe("videos/123/original.webm");
    expect(videoKey("9", "parts/00001")).toBe("videos/9/parts/00001");
    expect(() => videoKey("1", "../../etc/passwd")).toThrow(InvalidKeyError);
  });
  it("files attachments under the user, or anonymous", () => {
    expect(attachmentImageKey("u1", "My Screenshot (1).PNG", now, fixed)).toBe(
      `attachments/u1/${now.getTime()}-abc123-My-Screenshot-1-.PNG`,
    );
    expect(attachmentImageKey(undefined, "a.gif", now, fixed)).toBe(
      `attachments/anonymous/${now.getTime()}-abc123-a.gif`,
    );
    expect(attachmentImageKey("", undefined, now, fixed)).toMatch(
      /^attachments\/anonymous\/\d+-abc123-image$/,
    );
  });
});

describe("safeFileName and fileExtension", () => {
  it("strips directories, hidden prefixes and odd characters", () => {
    expect(safeFileName("../../.env")).toBe("env");
    expect(safeFileName("C:\\Users\\me\\café.png")).toBe("cafe-.png");
    expect(safeFileName("....")).toBe("file");
    expect(safeFileName("x.meta.json")).toBe("file");
  });
  it("reads extensions", () => {
    expect(fileExtension("a.b.PNG")).toBe("png");
    expect(fileExtension(".hidden")).toBeUndefined();
    expect(fileExtension("trailing.")).toBeUndefined();
    expect(fileExtension(undefined)).toBeUndefined();
  });
});

describe("key validation", () => {
  it.each([
    ["", "empty"],
    ["/etc/passwd", "absolute"],
    ["a/../b", "relative segment"],
    ["..", "relative segment"],
    ["a/./b", "relative segment"],
    ["a\\b", "backslash"],
    ["a\u0000b", "control character"],
    ["a//b", "empty segment"],
    ["a/", "empty segment"],
    ["a/.tmp", "hidden segment"],
    ["videos/1/original.webm.meta.json", "reserved suffix"],
  ])("refuses %j (%s)", (key, reason) => {
    expect(keyProblem(key)).toBe(reason);
    expect(() => assertValidKey(key)).toThrow(InvalidKeyError);
  });
  it("accepts ordinary keys", () => {
    expect(assertValidKey("videos/123/original.webm")).toBe("videos/123/original.webm");
    expect(keyProblem("thumbnails/u1/1-abc123.jpg")).toBeNull();
  });
});
