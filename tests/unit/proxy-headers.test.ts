import { describe, expect, it } from "vitest";
import { clientAddress, requestOrigin } from "@/lib/http/proxy-headers";

const spoofed = new Headers({
  host: "app.example",
  "x-forwarded-for": "203.0.113.7, 10.0.0.1",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
});

describe("proxy headers", () => {
  it("are ignored without a trusted proxy (AUTH_TRUST_HOST unset)", () => {
    expect(clientAddress(spoofed, false)).toBeNull();
    expect(requestOrigin(spoofed, false)).toBe("http://app.example");
  });

  it("are read behind a trusted proxy", () => {
    expect(clientAddress(spoofed, true)).toBe("203.0.113.7");
    expect(clientAddress(new Headers({ "x-real-ip": "198.51.100.2" }), true)).toBe("198.51.100.2");
    expect(requestOrigin(spoofed, true)).toBe("https://evil.example");
  });
});
