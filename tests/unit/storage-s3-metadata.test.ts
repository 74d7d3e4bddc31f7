import { describe, expect, it } from "vitest";
import { fromS3Metadata, toS3Metadata } from "@/lib/storage/s3-metadata";

describe("S3 metadata names and values", () => {
  it("round-trips camelCase names and non-ASCII values through S3's lowercase ASCII headers", () => {
    const metadata = { userId: "u1", uploadedAt: "2026-11-23T00:00:00.000Z", title: "Démo ✓" };
    const onS3 = toS3Metadata(metadata);
    expect(onS3).toEqual({
      "user-id": "u1",
      "uploaded-at": "2026-11-23T00%3A00%3A00.000Z",
      title: "D%C3%A9mo%20%E2%9C%93",
    });
    expect(Object.values(onS3).every((v) => /^[\x20-\x7e]*$/.test(v))).toBe(true);
    expect(fromS3Metadata(onS3)).toEqual(metadata);
  });

  it("keeps a value that is not percent-encoded as it is", () => {
    expect(fromS3Metadata({ note: "100%" })).toEqual({ note: "100%" });
  });
});
