import { describe, expect, it } from "vitest";
import {
  GIF_ATTEMPTS,
  greetingGifArgs,
  greetingText,
  previewGifArgs,
  previewHeight,
} from "@/lib/media/preview-gif";

describe("the preview's greeting", () => {
  it("greets a first name the font draws, shortens a long one, and gives up on other scripts", () => {
    expect(greetingText("Dana")).toBe("Hi Dana");
    expect(greetingText("José-María")).toBe("Hi José-María");
    expect(greetingText("Ольга")).toBe("Hi Ольга");
    expect(greetingText("Wolfeschlegelsteinhausen")).toBe("Hi Wolfeschlegelsteinh…");
    expect(greetingText("美咲")).toBeNull();
    expect(greetingText("  ")).toBeNull();
  });

  it("reads the name from a file, unexpanded, so no character of it is filter syntax", () => {
    const args = greetingGifArgs(
      "/w/preview.gif",
      { textFile: "/w/greeting.txt", fontFile: "/f/Sans.ttf", colors: 128 },
      "/w/out.gif",
    );
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain("textfile='/w/greeting.txt':expansion=none");
    expect(args.slice(args.indexOf("-f") - 2, args.indexOf("-f") + 2)).toEqual([
      "-format_whitelist",
      "gif",
      "-f",
      "gif",
    ]);
    expect(args.slice(-5)).toEqual(["-loop", "0", "-f", "gif", "/w/out.gif"]);
  });
});

describe("the video's preview", () => {
  it("is 480 px wide with an even height from the recorded size, 16:9 when unknown", () => {
    expect(previewHeight(1920, 1080)).toBe(270);
    expect(previewHeight(640, 480)).toBe(360);
    expect(previewHeight(1080, 1920)).toBe(854);
    expect(previewHeight(null, null)).toBe(270);
  });

  it("reads only the first seconds, holds the thumbnail, and loops", () => {
    const attempt = GIF_ATTEMPTS[0]!;
    const args = previewGifArgs(
      {
        video: { file: "/w/video.mp4", format: "mov" },
        poster: { file: "/w/thumb.png", format: "png_pipe" },
        width: 1920,
        height: 1080,
      },
      "/w/preview.gif",
      attempt,
    );
    expect(args.slice(args.indexOf("-t"), args.indexOf("-t") + 2)).toEqual(["-t", "3"]);
    expect(args.indexOf("-t")).toBeLessThan(args.indexOf("-i"));
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain("loop=loop=9:size=1");
    expect(graph).toContain("palettegen=max_colors=128");
    expect(args.slice(-5)).toEqual(["-loop", "0", "-f", "gif", "/w/preview.gif"]);
  });
});
