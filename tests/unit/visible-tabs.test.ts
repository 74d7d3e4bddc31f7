import { describe, expect, it } from "vitest";
import { visibleTabs } from "@/components/video/visible-tabs";

const none = { documentCount: 0, hasTranscript: false, transcriptStatus: "none" } as const;

describe("visibleTabs", () => {
  it("shows the owner both tabs, empty or not", () => {
    expect(visibleTabs({ isOwner: true, ...none })).toEqual({ aiDocument: true, transcript: true });
  });

  it("hides both from anyone else on a video that has neither", () => {
    expect(visibleTabs({ isOwner: false, ...none })).toEqual({
      aiDocument: false,
      transcript: false,
    });
    expect(visibleTabs({ isOwner: false, ...none, transcriptStatus: "failed" }).transcript).toBe(
      false,
    );
  });

  it("hides AI Document until its count has loaded and is above zero", () => {
    expect(visibleTabs({ isOwner: false, ...none, documentCount: undefined }).aiDocument).toBe(
      false,
    );
    expect(visibleTabs({ isOwner: false, ...none, documentCount: 2 }).aiDocument).toBe(true);
  });

  it("shows Transcript to others when there is one or while it is being made", () => {
    expect(visibleTabs({ isOwner: false, ...none, hasTranscript: true }).transcript).toBe(true);
    expect(visibleTabs({ isOwner: false, ...none, transcriptStatus: "queued" }).transcript).toBe(
      true,
    );
    expect(visibleTabs({ isOwner: false, ...none, transcriptStatus: "running" }).transcript).toBe(
      true,
    );
  });
});
