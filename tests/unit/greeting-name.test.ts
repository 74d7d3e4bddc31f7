import { describe, expect, it } from "vitest";
import { greetingName } from "@/lib/format/person-name";

describe("the name a tracked link greets by", () => {
  it("is the first name of a full name", () => {
    expect(greetingName("Jane Doe")).toBe("Jane");
    expect(greetingName("  Jane   Mary Doe ")).toBe("Jane");
  });

  it("skips an honorific", () => {
    expect(greetingName("Dr. Jane Doe")).toBe("Jane");
    expect(greetingName("prof Ana Lima")).toBe("Ana");
  });

  it("keeps a single word, even an honorific alone", () => {
    expect(greetingName("Jane")).toBe("Jane");
    expect(greetingName("Dr.")).toBe("Dr.");
  });
});
