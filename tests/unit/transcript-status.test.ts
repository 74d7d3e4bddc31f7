import { describe, expect, it } from "vitest";
import { transcriptStateOf } from "@/lib/videos/transcript-status";
import { isTranscriptPending } from "@/lib/videos/shared";

const row = {
  transcript: null,
  transcriptStatus: null,
  transcriptProgress: null,
  processingStatus: "completed",
} as const;

describe("the transcript's state in a video's answer", () => {
  it("is done once a transcript is stored, whatever mark is left", () => {
    expect(transcriptStateOf({ ...row, transcript: "[]", transcriptStatus: "running" })).toEqual({
      transcriptStatus: "done",
      transcriptProgress: null,
    });
  });

  it("carries the progress only while running", () => {
    expect(
      transcriptStateOf({ ...row, transcriptStatus: "running", transcriptProgress: 40 }),
    ).toEqual({ transcriptStatus: "running", transcriptProgress: 40 });
    expect(
      transcriptStateOf({ ...row, transcriptStatus: "queued", transcriptProgress: 40 }),
    ).toEqual({ transcriptStatus: "queued", transcriptProgress: null });
  });

  it("is queued while processing runs, and none once processing failed", () => {
    const queued = { ...row, transcriptStatus: "queued" } as const;
    expect(transcriptStateOf({ ...queued, processingStatus: "processing" }).transcriptStatus).toBe(
      "queued",
    );
    expect(transcriptStateOf({ ...queued, processingStatus: "failed" }).transcriptStatus).toBe(
      "none",
    );
  });

  it("is failed after the last attempt, and none without a mark", () => {
    expect(transcriptStateOf({ ...row, transcriptStatus: "failed" }).transcriptStatus).toBe(
      "failed",
    );
    expect(transcriptStateOf(row).transcriptStatus).toBe("none");
  });

  it("is pending (polled, no Generate button) only while queued or running", () => {
    expect(["queued", "running", "done", "failed", "none"].map(isTranscriptPending)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
