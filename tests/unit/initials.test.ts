import { describe, expect, it } from "vitest";
import { initials } from "@/lib/format/initials";

describe("initials", () => {
  it("takes the first letters of the first and last word", () => {
    expect(initials("Dana Demo")).toBe("DD");
    expect(initials("ada augusta lovelace")).toBe("AL");
  });

  it("takes the first two letters of a single word", () => {
    expect(initials("madonna")).toBe("MA");
    expect(initials("X")).toBe("X");
  });

  it("ignores surrounding and repeated whitespace", () => {
    expect(initials("  jane   doe  ")).toBe("JD");
  });

  it("gives an empty string for empty input", () => {
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
    expect(initials(null)).toBe("");
    expect(initials(undefined)).toBe("");
  });

  it("keeps non-ASCII letters whole", () => {
    expect(initials("Émile Zola")).toBe("ÉZ");
  });
});
