import { describe, expect, it } from "vitest";
import { searchLibrary } from "@/lib/search/shared";

const video = (id: number, title: string, description = "") => ({ id, title, description });
const lists = {
  all: [video(1, "Billing demo"), video(2, "Standup"), video(3, "Misc", "about BILLING")],
  recent: [video(2, "Standup")],
  favorites: [video(1, "Billing demo")],
};

describe("searchLibrary", () => {
  it("keeps title and description substring matches and adds the videos that say the words", () => {
    const result = searchLibrary(lists, "billing", true, new Set([2]));
    expect(result.all.map((v) => v.id)).toEqual([1, 2, 3]);
    expect(result.recent.map((v) => v.id)).toEqual([2]);
    expect(searchLibrary(lists, "billing", true, new Set()).all.map((v) => v.id)).toEqual([1, 3]);
  });

  it("keeps everything for a blank query and gives signed-out visitors no favourites", () => {
    const result = searchLibrary(lists, "  ", false, new Set([2]));
    expect(result.all).toHaveLength(3);
    expect(result.favorites).toEqual([]);
  });
});
