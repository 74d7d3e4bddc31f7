import { describe, expect, it } from "vitest";
import { buildOembed, oembedSize, videoIdFromUrl } from "@/lib/metadata/oembed";
import {
  parseChapters,
  parseTranscript,
  toSeconds,
  transcriptToWebVtt,
} from "@/lib/timeline/transcript";
import { buildVideoMetadata, type PreviewVideo } from "@/lib/metadata/video-metadata";

const BASE = "https://demoreel.example";
const video: PreviewVideo = {
  id: 42,
  title: "Quarterly demo",
  description: "",
  duration: 90,
  thumbnailUrl: "/api/videos/42/media/thumbnail?v=abc",
  videoUrl: "/api/videos/42/media/video?v=def",
  user: { firstName: "Ada", lastName: null },
};

describe("buildVideoMetadata", () => {
  it("gives absolute Open Graph media, a Twitter player card on /embed and oEmbed discovery", () => {
    const meta = buildVideoMetadata(video, `${BASE}/`, "page");
    expect(meta.title).toBe("Quarterly demo");
    expect(meta.description).toBe("Watch this video on Demoreel.");
    expect(meta.alternates).toEqual({
      canonical: `${BASE}/video/42`,
      types: {
        "application/json+oembed": `${BASE}/api/oembed?url=${encodeURIComponent(`${BASE}/video/42`)}&format=json`,
      },
    });
    expect(meta.openGraph).toMatchObject({
      type: "video.other",
      url: `${BASE}/video/42`,
      images: [{ url: `${BASE}/api/videos/42/media/thumbnail?v=abc`, width: 640, height: 360 }],
      videos: [
        {
          url: `${BASE}/api/videos/42/media/video?v=def`,
          secureUrl: `${BASE}/api/videos/42/media/video?v=def`,
        },
      ],
    });
    expect(meta.twitter).toMatchObject({
      card: "player",
      players: [{ playerUrl: `${BASE}/embed/42`, width: 640, height: 360 }],
    });
  });

  it("uses the description when there is one and leaves images out without a thumbnail", () => {
    const meta = buildVideoMetadata(
      { ...video, description: "Hello", thumbnailUrl: null },
      BASE,
      "embed",
    );
    expect(meta.description).toBe("Hello");
    expect(meta.alternates?.canonical).toBe(`${BASE}/embed/42`);
    expect((meta.openGraph as { images?: unknown }).images).toBeUndefined();
  });
});

describe("previews of a summarised video", () => {
  const summarised = { ...video, description: "Hello", summary: "What the talk covers." };

  it("describe it with its summary in Open Graph, Twitter and oEmbed", () => {
    const meta = buildVideoMetadata(summarised, BASE, "page");
    expect(meta.description).toBe("What the talk covers.");
    expect(meta.openGraph?.description).toBe("What the talk covers.");
    expect(meta.twitter?.description).toBe("What the talk covers.");
    expect(buildOembed(summarised, BASE).description).toBe("What the talk covers.");
  });

  it("fall back to the description, and oEmbed says nothing without either", () => {
    expect(buildOembed({ ...summarised, summary: null }, BASE).description).toBe("Hello");
    expect(buildOembed(video, BASE)).not.toHaveProperty("description");
  });
});

describe("oEmbed helpers", () => {
  const hosts = ["demoreel.example", "127.0.0.1:3000"];
  it.each([
    [`${BASE}/video/42`, 42],
    [`${BASE}/videos/42/`, 42],
    [`${BASE}/embed/42?t=3`, 42],
    ["http://127.0.0.1:3000/video/7", 7],
    ["https://other.example/video/42", null],
    [`${BASE}/video/abc`, null],
    [`${BASE}/video/0`, null],
    [`${BASE}/video/99999999999999999`, null],
    [`javascript:${BASE}/video/42`, null],
    ["", null],
  ])("videoIdFromUrl(%j) = %j", (url, id) => {
    expect(videoIdFromUrl(url, hosts)).toBe(id);
  });

  it.each([
    [undefined, undefined, 640, 360],
    [1000, undefined, 640, 360],
    [480, undefined, 480, 270],
    [undefined, 180, 320, 180],
    [400, 100, 178, 100],
  ])("oembedSize(%j, %j) = %dx%d", (maxwidth, maxheight, width, height) => {
    expect(oembedSize(maxwidth, maxheight)).toEqual({ width, height });
  });

  it("escapes the title inside the iframe html", () => {
    const body = buildOembed({ ...video, title: `"><script>x</script>` }, BASE);
    expect(body.html).toContain(`title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"`);
    expect(body.author_name).toBe("Ada");
  });
});

describe("transcript and chapters", () => {
  it.each([
    [5, 5],
    ["5", 5],
    ["01:05", 65],
    ["1:00:01", 3601],
    ["1:2:3:4", null],
    [-1, null],
    ["abc", null],
    [null, null],
  ])("toSeconds(%j) = %j", (value, seconds) => {
    expect(toSeconds(value)).toBe(seconds);
  });

  it("parses, skips bad items and sorts", () => {
    const json = JSON.stringify([
      { time: 10, text: "b" },
      { time: "00:02", text: " a " },
      { text: "no time" },
      5,
    ]);
    expect(parseTranscript(json)).toEqual([
      { time: 2, text: "a" },
      { time: 10, text: "b" },
    ]);
    expect(parseTranscript("not json")).toEqual([]);
    expect(parseTranscript(null)).toEqual([]);
    expect(
      parseChapters(
        JSON.stringify([
          { title: "End", startTime: 60 },
          { title: "Intro", startTime: 0 },
          { title: "" },
        ]),
      ),
    ).toEqual([
      { title: "Intro", startTime: 0 },
      { title: "End", startTime: 60 },
    ]);
  });

  it("builds WebVTT cues that end at the next segment, at most 8 s, within the duration", () => {
    const vtt = transcriptToWebVtt(
      [
        { time: 0, text: "one" },
        { time: 20, text: "two\nlines" },
        { time: 3700, text: "late" },
      ],
      3702,
    );
    expect(vtt).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:08.000\none\n\n2\n00:00:20.000 --> 00:00:28.000\ntwo lines\n\n3\n01:01:40.000 --> 01:01:42.000\nlate\n",
    );
  });
});
