import { describe, expect, it } from "vitest";
import { uploadTitle } from "@/lib/uploads/shared";

describe("uploadTitle", () => {
  it("keeps the extension, so two files of one base name are told apart", () => {
    expect(uploadTitle("demo.mp4")).toBe("demo.mp4");
    expect(uploadTitle("demo.mov")).toBe("demo.mov");
    expect(uploadTitle("demo.mp4")).not.toBe(uploadTitle("demo.mov"));
  });

  it("trims spaces around the name and keeps names without an extension", () => {
    expect(uploadTitle("  Acme call.webm ")).toBe("Acme call.webm");
    expect(uploadTitle("screen capture")).toBe("screen capture");
  });

  it("shortens a long name before its extension, within the title's 200 characters", () => {
    const title = uploadTitle(`${"a".repeat(300)}.mkv`);
    expect(title).toHaveLength(200);
    expect(title.endsWith("….mkv")).toBe(true);
  });
});
