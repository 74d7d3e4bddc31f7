import { describe, expect, it } from "vitest";
import {
  embedErrorMessage,
  embedSrc,
  parseYoutubeStart,
  prepareEmbedUrl,
} from "@/lib/attachments/shared";
import { isPrivateHost } from "@/lib/urls/safe-url";

const ok = (url: string) => ({ ok: true, url });
const fail = (title: string, description?: string) => ({
  ok: false,
  error: description ? { title, description } : { title },
});

describe("prepareEmbedUrl: required fields", () => {
  it.each([
    ["youtube", "", fail("URL Required", "Please enter a URL for embedding")],
    ["youtube", "   ", fail("URL Required", "Please enter a URL for embedding")],
    ["youtube", undefined, fail("URL Required", "Please enter a URL for embedding")],
    [
      "",
      "https://example.com",
      fail("Type Required", "Please select the type of content you're embedding"),
    ],
    [
      "video",
      "https://example.com",
      fail("Type Required", "Please select the type of content you're embedding"),
    ],
  ])("type %j url %j", (type, url, expected) => {
    expect(prepareEmbedUrl(type, url)).toEqual(expected);
  });
});

const NOT_A_WEBSITE = fail("Invalid URL", "Please enter a valid website URL");

/** One case: the type chosen, the URL entered, and what prepareEmbedUrl answers. */
type EmbedCase = [string, string, ReturnType<typeof ok> | ReturnType<typeof fail>];

const YT = "https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0";

describe.each<EmbedCase>([
  // website: https added, http upgraded, must parse
  ["website", "example.com", ok("https://example.com/")],
  ["website", "http://example.com/page?a=1", ok("https://example.com/page?a=1")],
  ["website", "https://sub.example.org/x", ok("https://sub.example.org/x")],
  ["website", "example.com:8443/app", ok("https://example.com:8443/app")],
  // website: what is not a public http(s) site is refused
  ...[
    "https://exa mple.com",
    "javascript:alert(1)",
    "data:text/html,<b>x</b>",
    "ftp://example.com/file",
    "http://localhost:3000/",
    "https://127.0.0.1/admin",
    "https://2130706433/",
    "https://10.1.2.3/",
    "https://192.168.0.1/",
    "https://172.20.0.1/",
    "https://169.254.169.254/latest",
    "https://[::1]/",
    "https://intranet/",
    "https://printer.local/",
    "https://user:pw@example.com/",
  ].map((url): EmbedCase => ["website", url, NOT_A_WEBSITE]),
  // youtube: three accepted forms, t parameter to start, autoplay and related videos off
  ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", ok(YT)],
  ["youtube", "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", ok(`${YT}&start=42`)],
  ["youtube", "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42", ok(`${YT}&start=42`)],
  ["youtube", "https://youtu.be/dQw4w9WgXcQ", ok(YT)],
  ["youtube", "https://youtu.be/dQw4w9WgXcQ?t=1m30s", ok(`${YT}&start=90`)],
  ["youtube", "youtu.be/dQw4w9WgXcQ", ok(YT)],
  ["youtube", "http://www.youtube.com/shorts/dQw4w9WgXcQ", ok(YT)],
  ["youtube", `${YT}&start=7`, ok(`${YT}&start=7`)],
  ["youtube", "https://vimeo.com/123", fail("Invalid YouTube URL")],
  ["youtube", "https://evil.example/?q=youtube.com", fail("Invalid YouTube URL")],
  ["youtube", "https://www.youtube.com/channel/UC123", fail("Invalid YouTube URL Format")],
  ["youtube", "https://www.youtube.com/watch?list=abc", fail("Invalid YouTube URL Format")],
  ["youtube", "https://youtu.be/", fail("Invalid YouTube URL Format")],
  [
    "youtube",
    "javascript://youtube.com/%0aalert(1)",
    fail("Invalid URL", "Please enter a valid URL including https://"),
  ],
  // google-slides: docs.google.com/presentation with /d/{id}, converted to /embed with options
  [
    "google-slides",
    "https://docs.google.com/presentation/d/1AbC_d-E/edit#slide=id.p",
    ok(
      "https://docs.google.com/presentation/d/1AbC_d-E/embed?start=true&loop=false&delayms=3000&rm=minimal",
    ),
  ],
  [
    "google-slides",
    "https://docs.google.com/presentation/d/e/2PACX-1vX/pub?start=false",
    ok(
      "https://docs.google.com/presentation/d/e/2PACX-1vX/embed?start=true&loop=false&delayms=3000&rm=minimal",
    ),
  ],
  [
    "google-slides",
    "https://docs.google.com/document/d/1AbC/edit",
    fail("Invalid Google Slides URL"),
  ],
  [
    "google-slides",
    "https://evil.example/docs.google.com/presentation/d/1",
    fail("Invalid Google Slides URL"),
  ],
  [
    "google-slides",
    "https://docs.google.com/presentation/u/0/",
    fail("Invalid Google Slides URL Format"),
  ],
  // google-sheets: docs.google.com/spreadsheets, stored as entered
  [
    "google-sheets",
    "https://docs.google.com/spreadsheets/d/1xYz/edit#gid=0",
    ok("https://docs.google.com/spreadsheets/d/1xYz/edit#gid=0"),
  ],
  ["google-sheets", "https://sheets.example/spreadsheets/d/1", fail("Invalid Google Sheets URL")],
  // tweet: twitter.com/ or x.com/ with /{user}/status/{digits}, converted to the light embed page
  [
    "tweet",
    "https://twitter.com/jack/status/20",
    ok("https://platform.twitter.com/embed/Tweet.html?id=20&theme=light"),
  ],
  [
    "tweet",
    "https://x.com/some_user/status/1790000000000000000?s=20",
    ok("https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000&theme=light"),
  ],
  [
    "tweet",
    "https://platform.twitter.com/embed/Tweet.html?id=20&theme=light",
    ok("https://platform.twitter.com/embed/Tweet.html?id=20&theme=light"),
  ],
  ["tweet", "https://mastodon.social/@a/1", fail("Invalid Tweet URL")],
  ["tweet", "https://x.com/jack", fail("Invalid Tweet URL Format")],
  ["tweet", "https://x.com/jack/status/abc", fail("Invalid Tweet URL Format")],
  ["tweet", "https://notx.com/jack/status/20", fail("Invalid Tweet URL")],
  // grok, v0: their hosts only; v0 previews get a trailing slash
  ["grok", "https://grok.com/share/abc", ok("https://grok.com/share/abc")],
  ["grok", "https://x.com/i/grok/share/abc", ok("https://x.com/i/grok/share/abc")],
  ["grok", "https://x.com/jack", fail("Invalid Grok URL")],
  ["grok", "https://example.com/grok", fail("Invalid Grok URL")],
  ["v0", "https://kzmabc.lite.vusercontent.net", ok("https://kzmabc.lite.vusercontent.net/")],
  ["v0", "https://abc.vusercontent.net/page", ok("https://abc.vusercontent.net/page/")],
  ["v0", "https://v0.dev/chat/abc", ok("https://v0.dev/chat/abc")],
  ["v0", "https://example.com/v0", fail("Invalid v0 URL")],
])("prepareEmbedUrl(%s, %s)", (type, url, expected) => {
  it("follows the section 5 rule", () => {
    expect(prepareEmbedUrl(type, url)).toEqual(expected);
  });
});

describe("parseYoutubeStart", () => {
  it.each([
    [null, 0],
    ["", 0],
    ["42", 42],
    ["42s", 42],
    ["2m", 120],
    ["1h2m3s", 3723],
    ["abc", 0],
  ])("%j -> %d", (value, seconds) => {
    expect(parseYoutubeStart(value)).toBe(seconds);
  });
});

describe("embedSrc: what may render", () => {
  it.each([
    ["youtube", YT, YT],
    ["youtube", "https://evil.example/embed/x", null],
    [
      "tweet",
      "https://platform.twitter.com/embed/Tweet.html?id=20&theme=light",
      "https://platform.twitter.com/embed/Tweet.html?id=20&theme=light",
    ],
    [
      "google-slides",
      "https://docs.google.com/presentation/d/1/embed",
      "https://docs.google.com/presentation/d/1/embed",
    ],
    ["website", "https://example.com/", "https://example.com/"],
    ["website", "javascript:alert(1)", null],
    ["website", "http://example.com/", null],
    ["website", "https://127.0.0.1/", null],
    ["website", "https://localhost/", null],
    ["grok", "https://x.com/jack", null],
    ["v0", "https://v0.dev/x/", "https://v0.dev/x/"],
    ["nope", "https://example.com/", null],
    ["youtube", null, null],
  ])("%s %j -> %j", (type, url, expected) => {
    expect(embedSrc(type, url)).toBe(expected);
  });
});

describe("isPrivateHost", () => {
  it.each([
    ["localhost", true],
    ["app.localhost", true],
    ["0.0.0.0", true],
    ["100.64.0.1", true],
    ["8.8.8.8", false],
    ["example.com", false],
    ["[fe80::1]", true],
    ["corp.internal", true],
  ])("%s -> %s", (host, expected) => {
    expect(isPrivateHost(host)).toBe(expected);
  });
});

describe("embedErrorMessage", () => {
  it("prefers the description, else the title", () => {
    expect(
      embedErrorMessage({ title: "URL Required", description: "Please enter a URL for embedding" }),
    ).toBe("Please enter a URL for embedding");
    expect(embedErrorMessage({ title: "Invalid Tweet URL" })).toBe("Invalid Tweet URL");
  });
});
