import { describe, expect, it } from "vitest";
import { detectEmbedType } from "@/lib/attachments/shared";

describe("detectEmbedType", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube"],
    ["youtu.be/dQw4w9WgXcQ", "youtube"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "youtube"],
    ["https://docs.google.com/presentation/d/abc123/edit", "google-slides"],
    ["https://docs.google.com/spreadsheets/d/abc123/edit#gid=0", "google-sheets"],
    ["https://x.com/jack/status/20", "tweet"],
    ["http://twitter.com/jack/status/20", "tweet"],
    ["https://x.com/i/grok/share/abc", "grok"],
    ["https://grok.com/share/abc", "grok"],
    ["https://v0.dev/chat/abc", "v0"],
    ["https://abc.vusercontent.net/", "v0"],
  ])("%s is %s", (url, type) => {
    expect(detectEmbedType(url)).toBe(type);
  });

  it.each([
    "",
    "   ",
    "https://example.com/page",
    "https://docs.google.com/document/d/abc/edit",
    "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
    "not a url at all",
  ])("leaves %j to the owner", (url) => {
    expect(detectEmbedType(url)).toBeNull();
  });
});
