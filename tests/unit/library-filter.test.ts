import { describe, expect, it } from "vitest";
import {
  emptyStateFor,
  filterLibrary,
  filterVideos,
  matchesSearch,
} from "@/lib/videos/library/shared";

const videos = [
  { id: 1, title: "Quarterly Demo", description: "Pipeline review for ACME" },
  { id: 2, title: "Onboarding walkthrough", description: null },
  { id: 3, title: "Bug report", description: "Checkout button is broken on SAFARI" },
];

describe("search", () => {
  it("matches a case-insensitive substring of the title or the description", () => {
    expect(filterVideos(videos, "demo").map((v) => v.id)).toEqual([1]);
    expect(filterVideos(videos, "acme").map((v) => v.id)).toEqual([1]);
    expect(filterVideos(videos, "Safari").map((v) => v.id)).toEqual([3]);
    expect(filterVideos(videos, "WALK").map((v) => v.id)).toEqual([2]);
    expect(filterVideos(videos, "o").map((v) => v.id)).toEqual([1, 2, 3]);
  });

  it("keeps everything for a blank query and nothing for a miss", () => {
    expect(filterVideos(videos, "   ")).toHaveLength(3);
    expect(filterVideos(videos, "zzz")).toEqual([]);
    expect(matchesSearch({ title: "x", description: undefined }, "y")).toBe(false);
  });
});

describe("tabs", () => {
  const lists = { all: videos, recent: videos.slice(0, 2), favorites: [videos[2]!] };

  it("filters each tab's list by the search", () => {
    const result = filterLibrary(lists, "o", true);
    expect(result.all).toHaveLength(3);
    expect(result.recent).toHaveLength(2);
    expect(result.favorites).toHaveLength(1);
    expect(filterLibrary(lists, "demo", true).favorites).toEqual([]);
  });

  it("has no favourites when signed out", () => {
    expect(filterLibrary(lists, "", false).favorites).toEqual([]);
  });
});

describe("empty states", () => {
  it("offers to clear a search with no match, on every tab", () => {
    for (const tab of ["all", "recent", "favorites"] as const) {
      const state = emptyStateFor(tab, " pricing ");
      expect(state.title).toBe("No videos found");
      expect(state.action).toBe("clear-search");
      expect(state.description).toContain('"pricing"');
    }
  });

  it("says no favourites yet on the Favorites tab", () => {
    expect(emptyStateFor("favorites", "")).toMatchObject({
      title: "No videos found",
      action: null,
    });
    expect(emptyStateFor("favorites", "").description).toMatch(/favorites/);
  });

  it("offers 'Record New Video' only on All with no search", () => {
    expect(emptyStateFor("all", "").action).toBe("record");
    expect(emptyStateFor("recent", "").action).toBeNull();
  });

  it("tells a first library what to do: record, or upload a video", () => {
    expect(emptyStateFor("all", "").description).toMatch(/^Record .* or upload a video/);
  });
});
