import { describe, expect, it } from "vitest";
import { formatClock, formatRecordingTime, formatStamp } from "@/lib/format/time";

describe("formatTime presets", () => {
  it("formats the recording time with padded hours", () => {
    expect(formatRecordingTime(0)).toBe("00:00");
    expect(formatRecordingTime(65.9)).toBe("01:05");
    expect(formatRecordingTime(3725)).toBe("01:02:05");
  });

  it("formats a playback position with plain hours; nothing reads 00:00", () => {
    expect(formatClock(null)).toBe("00:00");
    expect(formatClock(Number.NaN)).toBe("00:00");
    expect(formatClock(-3)).toBe("00:00");
    expect(formatClock(65.9)).toBe("01:05");
    expect(formatClock(3725)).toBe("1:02:05");
  });

  it("formats a prompt stamp with plain minutes", () => {
    expect(formatStamp(0)).toBe("0:00");
    expect(formatStamp(65)).toBe("1:05");
    expect(formatStamp(3725)).toBe("1:02:05");
  });
});
