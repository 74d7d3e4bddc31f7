import { describe, expect, it } from "vitest";
import { partParams } from "@/lib/uploads/schemas";

const messageFor = (n: string) =>
  partParams.safeParse({ id: "k3j9x2m8q1w7e5r4t6y0u2ab", n }).error?.issues[0]?.message;

describe("part number of the upload-session routes", () => {
  it.each([
    ["x", "part number must be a number"],
    ["1.5", "part number must be a whole number"],
    ["-1", "part number must be 0 or more"],
    ["20000", "part number must be below 20000"],
  ])("refuses %s with the text docs/api.md gives", (n, message) => {
    expect(messageFor(n)).toBe(message);
  });

  it("accepts 0 to 19999", () => {
    expect(messageFor("0")).toBeUndefined();
    expect(messageFor("19999")).toBeUndefined();
  });
});
