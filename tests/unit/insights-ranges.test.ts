import { describe, expect, it } from "vitest";
import { clusterMarkers, type SeekMarker } from "@/components/player/seek-markers";
import { rangesLiteral } from "@/lib/audience/beacon-statement";
import { watchBeaconSchema } from "@/lib/audience/schemas";

describe("rangesLiteral", () => {
  it("rounds starts down and ends up, dropping empty ranges", () => {
    expect(
      rangesLiteral([
        [0.4, 14.2],
        [30, 30],
        [41.9, 42],
      ]),
    ).toBe("{[0,15),[41,42)}");
    expect(rangesLiteral([])).toBe("{}");
  });
});

describe("watchBeaconSchema", () => {
  it("names the field that is wrong", () => {
    const result = watchBeaconSchema.safeParse({
      sessionId: "abcdefgh",
      ranges: [[3, 1]],
      position: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["ranges", 0]);
  });
});

describe("clusterMarkers", () => {
  const marker = (key: string, time: number): SeekMarker => ({
    key,
    time,
    symbol: "🎉",
    label: `🎉 at ${time}`,
  });

  it("merges markers within 1% of the bar and drops those outside it", () => {
    const merged = clusterMarkers(
      [marker("a", 10), marker("b", 10.5), marker("c", 50), marker("d", 200)],
      100,
    );
    expect(merged.map((m) => m.key)).toEqual(["a", "c"]);
    expect(merged[0]?.label).toBe("2 reactions: 🎉 at 10, 🎉 at 10.5");
    expect(clusterMarkers([marker("a", 1)], 0)).toEqual([]);
  });
});
