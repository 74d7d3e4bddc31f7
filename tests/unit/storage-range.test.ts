import { describe, expect, it } from "vitest";
import { contentDisposition, etagMatches, ifRangeHolds, parseRange } from "@/lib/storage/serve";
import type { StoredObject } from "@/lib/storage/types";

describe("parseRange", () => {
  const size = 1000;
  it.each([
    ["bytes=0-499", { kind: "range", start: 0, end: 499 }],
    ["bytes=500-999", { kind: "range", start: 500, end: 999 }],
    ["bytes=500-", { kind: "range", start: 500, end: 999 }],
    ["bytes=-100", { kind: "range", start: 900, end: 999 }],
    ["bytes=-5000", { kind: "range", start: 0, end: 999 }],
    ["bytes=900-5000", { kind: "range", start: 900, end: 999 }],
    ["bytes=0-0", { kind: "range", start: 0, end: 0 }],
    ["bytes=999-999", { kind: "range", start: 999, end: 999 }],
    ["BYTES = 1-2", { kind: "range", start: 1, end: 2 }],
    ["bytes= 3-4 ", { kind: "range", start: 3, end: 4 }],
    ["bytes=0-99999999999999999999", { kind: "range", start: 0, end: 999 }],
  ])("%s -> slice", (header, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it.each([["bytes=1000-"], ["bytes=1000-1001"], ["bytes=5000-"], ["bytes=-0"]])(
    "%s -> unsatisfiable",
    (header) => {
      expect(parseRange(header, size)).toEqual({ kind: "unsatisfiable" });
    },
  );

  it.each([
    [null],
    [undefined],
    [""],
    ["items=0-1"],
    ["bytes="],
    ["bytes=-"],
    ["bytes=abc"],
    ["bytes=5-1"],
    ["bytes=1.5-2"],
    ["bytes=+1-2"],
    ["bytes=0-1,5-6"],
    ["bytes=0-1, -5"],
    ["bytes 0-1"],
  ])("%j -> ignored (whole object)", (header) => {
    expect(parseRange(header, size)).toEqual({ kind: "none" });
  });

  it("handles empty objects", () => {
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-1", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange(null, 0)).toEqual({ kind: "none" });
  });
});

describe("validators", () => {
  const object: StoredObject = {
    key: "k",
    size: 10,
    contentType: "video/mp4",
    etag: '"abc"',
    lastModified: new Date("2024-01-02T03:04:05.678Z"),
    metadata: {},
  };
  it("If-None-Match compares weakly, over lists and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
  });
  it("If-Range needs a strong match or the exact date", () => {
    expect(ifRangeHolds(null, object)).toBe(true);
    expect(ifRangeHolds('"abc"', object)).toBe(true);
    expect(ifRangeHolds('W/"abc"', object)).toBe(false);
    expect(ifRangeHolds('"old"', object)).toBe(false);
    expect(ifRangeHolds(object.lastModified.toUTCString(), object)).toBe(true);
    expect(ifRangeHolds(new Date("2023-01-01").toUTCString(), object)).toBe(false);
    expect(ifRangeHolds("garbage", object)).toBe(false);
  });
});

describe("contentDisposition", () => {
  it("is inline by default and attachment with a download name", () => {
    expect(contentDisposition({})).toBe("inline");
    expect(contentDisposition({ inline: false })).toBe("attachment");
    expect(contentDisposition({ downloadName: "My video.mp4" })).toBe(
      `attachment; filename="My video.mp4"; filename*=UTF-8''My%20video.mp4`,
    );
    expect(contentDisposition({ downloadName: "a.mp4", inline: true })).toMatch(
      /^inline; filename="a.mp4"/,
    );
  });
  it("escapes quotes and non-ASCII", () => {
    expect(contentDisposition({ downloadName: 'Démo "1".mp4' })).toBe(
      `attachment; filename="D_mo _1_.mp4"; filename*=UTF-8''D%C3%A9mo%20%221%22.mp4`,
    );
  });
});
