import { describe, expect, it } from "vitest";
import { runTool, runToolLines } from "@/lib/media/ffmpeg";
import { lastPacketEnd, packetEndTracker } from "@/lib/media/probe";
import { jobTimeLimitMs, startTimeLimit, TimeLimitError } from "@/lib/media/time-limit";

describe("processing job time limit", () => {
  it("is 3x the media's duration plus five minutes, five minutes while it is unknown", () => {
    expect(jobTimeLimitMs(null)).toBe(300_000);
    expect(jobTimeLimitMs(0)).toBe(300_000);
    expect(jobTimeLimitMs(100)).toBe(600_000);
    expect(jobTimeLimitMs(4 * 3600)).toBe(43_500_000);
  });

  it("kills a tool that runs past it and says why", async () => {
    const limit = startTimeLimit(30);
    try {
      await expect(runTool("sleep", ["30"], { signal: limit.signal })).rejects.toBeInstanceOf(
        TimeLimitError,
      );
    } finally {
      limit.dispose();
    }
  });

  it("lets a tool finish once the deadline has been moved for a longer media", async () => {
    const limit = startTimeLimit(1);
    limit.setLimit(60_000);
    try {
      await expect(runTool("sleep", ["0.1"], { signal: limit.signal })).resolves.toBe("");
    } finally {
      limit.dispose();
    }
  });

  it("follows the caller's own abort too", async () => {
    const parent = new AbortController();
    const limit = startTimeLimit(60_000, parent.signal);
    parent.abort(new Error("shutting down"));
    await expect(runTool("sleep", ["30"], { signal: limit.signal })).rejects.toThrow(
      "shutting down",
    );
    limit.dispose();
  });
});

describe("streamed tool output", () => {
  it("hands over whole lines even when chunks split them", async () => {
    const lines: string[] = [];
    await runToolLines("printf", ["a\\nbb\\nccc"], (line) => lines.push(line));
    expect(lines).toEqual(["a", "bb", "ccc"]);
  });

  it("reads a packet listing of millions of lines without holding it", async () => {
    const tracker = packetEndTracker();
    let count = 0;
    await runToolLines("seq", ["-f", "%.0f,1", "1", "2000000"], (line) => {
      count += 1;
      tracker.add(line);
    });
    expect(count).toBe(2_000_000);
    expect(tracker.end()).toBe(2_000_001);
  });

  it("agrees with the whole-listing parser", () => {
    const csv = "0.000,0.033\n0.033,0.033\n\nN/A,N/A\n2.5,0.5\n";
    const tracker = packetEndTracker();
    csv.split("\n").forEach(tracker.add);
    expect(tracker.end()).toBe(lastPacketEnd(csv));
    expect(tracker.end()).toBe(3);
  });
});
