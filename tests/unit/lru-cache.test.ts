import { describe, expect, it } from "vitest";
import { LruCache } from "@/lib/cache/lru";

describe("LruCache", () => {
  it("drops the least recently used entry beyond the limit", () => {
    const cache = new LruCache<number>(2, 1_000);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.size]).toEqual([1, 3, 2]);
  });

  it("expires entries after their lifetime", () => {
    let now = 0;
    const cache = new LruCache<string>(10, 100, () => now);
    cache.set("k", "v");
    now = 99;
    expect(cache.get("k")).toBe("v");
    now = 200;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("deletes every key under a prefix and no other", () => {
    const cache = new LruCache<number>(10, 1_000);
    for (const key of ["1:a", "1:b", "12:a", "2:a"]) cache.set(key, 0);
    cache.deletePrefix("1:");
    expect(["1:a", "1:b", "12:a", "2:a"].map((key) => cache.get(key) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
