import { describe, expect, it } from "vitest";
import { formatBytes } from "@/lib/format/bytes";

describe("formatBytes", () => {
  it("steps by 1024 with one decimal under ten units", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1023 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
    expect(formatBytes(12 * 1024 ** 2)).toBe("12 MB");
  });
});
