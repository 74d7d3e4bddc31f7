import { describe, expect, it } from "vitest";
import { VIEW_WINDOW_MS, viewerKeyFor, viewWindowStart } from "@/lib/audience/view-rule";

const nobody = { userId: null, knownAddressHash: null, anonymousId: null, requestHash: "r1" };

describe("viewerKeyFor", () => {
  it("is the account for a signed-in viewer, whatever else the request shows", () => {
    expect(
      viewerKeyFor({ ...nobody, userId: "u1", knownAddressHash: "a1", anonymousId: "dev-user-1" }),
    ).toBe("user:u1");
  });

  it("is the known address for anyone else, so rotating anonymous ids is one viewer", () => {
    const from = (anonymousId: string) =>
      viewerKeyFor({ ...nobody, knownAddressHash: "a1", anonymousId });
    expect(from("dev-user-1")).toBe("address:a1");
    expect(from("dev-user-2")).toBe(from("dev-user-1"));
  });

  it("falls back to the anonymous id, then to the request's hash, when the address is unknown", () => {
    expect(viewerKeyFor({ ...nobody, anonymousId: "dev-user-1" })).toBe("anon:dev-user-1");
    expect(viewerKeyFor(nobody)).toBe("ip:r1");
  });
});

describe("the 30-minute view window", () => {
  const now = new Date("2030-01-01T12:00:00Z");
  const countsAgain = (lastCountedAt: Date) => lastCountedAt <= viewWindowStart(now);

  it("is 30 minutes", () => {
    expect(VIEW_WINDOW_MS).toBe(30 * 60 * 1000);
  });

  it("counts a viewer again exactly 30 minutes after their last counted view, not a second sooner", () => {
    expect(countsAgain(new Date("2030-01-01T11:30:00Z"))).toBe(true);
    expect(countsAgain(new Date("2030-01-01T11:30:01Z"))).toBe(false);
    expect(countsAgain(new Date("2030-01-01T09:00:00Z"))).toBe(true);
    expect(countsAgain(now)).toBe(false);
  });
});
