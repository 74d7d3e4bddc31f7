import { describe, expect, it } from "vitest";
import { isCronAuthorized } from "@/lib/worker/cron";
import { featuresOf } from "@/lib/media/ffmpeg";
import { lastPacketEnd, parseProbeJson, type MediaInfo } from "@/lib/media/probe";
import { backoffMs } from "@/lib/jobs/queue";
import {
  FREE_MAX,
  PRO_MAX,
  canRemuxToWebm,
  progressReader,
  fitInside,
  thumbnailTime,
  transcodeArgs,
} from "@/lib/media/renditions";

const webm: MediaInfo = {
  formatName: "matroska,webm",
  containerDuration: null,
  video: { codec: "vp9", width: 2560, height: 1440, colorRange: null },
  audio: { codec: "opus" },
};

describe("fitInside", () => {
  it("scales down to the plan's box, keeping the aspect and even sizes", () => {
    expect(fitInside(2560, 1440, FREE_MAX)).toEqual({ width: 1280, height: 720 });
    expect(fitInside(2560, 1440, PRO_MAX)).toEqual({ width: 1920, height: 1080 });
    expect(fitInside(1001, 703, FREE_MAX)).toEqual({ width: 1000, height: 702 });
    expect(fitInside(3000, 1000, FREE_MAX)).toEqual({ width: 1280, height: 426 });
  });
  it("never upscales and turns the box for portrait video", () => {
    expect(fitInside(640, 480, PRO_MAX)).toEqual({ width: 640, height: 480 });
    expect(fitInside(1080, 1920, FREE_MAX)).toEqual({ width: 720, height: 1280 });
  });
});

describe("transcodeArgs", () => {
  it("builds a web-safe H.264/AAC MP4 with VFR, TV range and faststart", () => {
    const args = transcodeArgs({ fpsModeFlag: "-fps_mode" }, webm, "in.webm", "out.mp4", {
      box: FREE_MAX,
      preset: "ultrafast",
    }).join(" ");
    expect(args).toContain("-vf scale=1280:720:in_range=full:out_range=tv -pix_fmt yuv420p");
    expect(args).toContain("-c:v libx264 -preset ultrafast");
    expect(args).toContain("-fps_mode vfr");
    expect(args).toContain("-c:a aac");
    expect(args).toMatch(/-movflags \+faststart -f mp4 out\.mp4$/);
  });
  it("uses -vsync on old ffmpeg, keeps a tagged TV range, and skips a missing audio track", () => {
    const info: MediaInfo = { ...webm, video: { ...webm.video!, colorRange: "tv" }, audio: null };
    const args = transcodeArgs({ fpsModeFlag: "-vsync" }, info, "a", "b", {
      box: PRO_MAX,
      preset: "veryfast",
    }).join(" ");
    expect(args).toContain("-vsync vfr");
    expect(args).toContain("in_range=tv");
    expect(args).not.toContain("-c:a");
  });
});

describe("ffmpeg facts", () => {
  it("knows -fps_mode from ffmpeg 5.1 and -cues_to_front from 5.0, by libavformat version", () => {
    const both = { fpsModeFlag: "-fps_mode", cuesToFront: true };
    expect(featuresOf("libavformat    59. 27.100 / 59. 27.100")).toEqual(both);
    expect(featuresOf("libavformat    61.  7.100")).toEqual(both);
    expect(featuresOf("libavformat    59. 16.100")).toEqual({
      fpsModeFlag: "-vsync",
      cuesToFront: true,
    });
    expect(featuresOf("libavformat    58. 20.100")).toEqual({
      fpsModeFlag: "-vsync",
      cuesToFront: false,
    });
    expect(featuresOf("ffmpeg version N-47683")).toEqual({
      fpsModeFlag: "-vsync",
      cuesToFront: false,
    });
  });
  it("takes thumbnails at 3 s or mid-video", () => {
    expect(thumbnailTime(60)).toBe(3);
    expect(thumbnailTime(2)).toBe(1);
  });
  it("reads the duration from the last packet when the container has none", () => {
    expect(lastPacketEnd("0.000000,0.020000\n2.994000,0.020000,\nN/A,N/A\n1.5,\n")).toBeCloseTo(
      3.014,
    );
    expect(lastPacketEnd("")).toBeNull();
  });
  it("parses ffprobe JSON", () => {
    const info = parseProbeJson(
      JSON.stringify({
        format: { format_name: "matroska,webm" },
        streams: [
          { codec_type: "video", codec_name: "vp8", width: 640, height: 480, color_range: "pc" },
          { codec_type: "audio", codec_name: "opus" },
        ],
      }),
    );
    expect(info).toEqual({
      ...webm,
      video: { codec: "vp8", width: 640, height: 480, colorRange: "pc" },
    });
    expect(canRemuxToWebm(info)).toBe(true);
    expect(canRemuxToWebm({ ...info, formatName: "mov,mp4,m4a,3gp,3g2,mj2" })).toBe(false);
  });
  it("backs off 4x per attempt, capped", () => {
    expect([1, 2, 3].map((n) => backoffMs(n, 15_000))).toEqual([15_000, 60_000, 240_000]);
    expect(backoffMs(10, 15_000)).toBe(15 * 60_000);
  });
});

describe("isCronAuthorized", () => {
  it("accepts exactly Bearer <CRON_SECRET>, and nothing when no secret is set", () => {
    expect(isCronAuthorized("Bearer s3cret", "s3cret")).toBe(true);
    expect(isCronAuthorized("Bearer s3cre", "s3cret")).toBe(false);
    expect(isCronAuthorized(null, "s3cret")).toBe(false);
    expect(isCronAuthorized("Bearer ", undefined)).toBe(false);
  });
});

describe("progressReader", () => {
  it("turns ffmpeg's -progress lines into fractions of the duration", () => {
    const seen: number[] = [];
    const read = progressReader(4, (f) => seen.push(f));
    [
      "frame=10",
      "out_time_us=1000000",
      "out_time_ms=2000000",
      "out_time_us=N/A",
      "out_time_us=9000000",
    ].forEach(read);
    expect(seen).toEqual([0.25, 0.5, 1]);
  });
});
