import { describe, expect, it } from "vitest";
import { clientAddress, requestOrigin } from "@/lib/http/proxy-headers";

const spoofed = new Headers({
  host: "app.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
});

const forwardedFor = (value: string) => new Headers({ "x-forwarded-for": value });

describe("X-Forwarded-Host/Proto", () => {
  it("are ignored without a trusted proxy (AUTH_TRUST_HOST unset)", () => {
    expect(requestOrigin(spoofed, false)).toBe("http://app.example");
  });

  it("are read behind a trusted proxy", () => {
    expect(requestOrigin(spoofed, true)).toBe("https://evil.example");
  });
});

describe("the client address (TRUSTED_PROXY_HOPS)", () => {
  it("is unknown with no trusted hops, whatever the headers claim", () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.8" });
    expect(clientAddress(headers, 0)).toBeNull();
  });

  it("is the hop our proxy appended, never what the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 198.51.100.66"; our one proxy appended the real address.
    expect(clientAddress(forwardedFor("198.51.100.66, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(forwardedFor("203.0.113.7"), 1)).toBe("203.0.113.7");
    // A CDN in front of a load balancer: two hops of ours, the CDN's entry is the client.
    expect(clientAddress(forwardedFor("1.1.1.1, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
  });

  it("changes nothing when the client sends a new header value each time", () => {
    const seen = new Set(
      ["a", "b", "c"].map((forged) => clientAddress(forwardedFor(`${forged}, 203.0.113.7`), 1)),
    );
    expect([...seen]).toEqual(["203.0.113.7"]);
  });

  it("is unknown when fewer hops arrived than our proxies add, and ignores X-Real-IP", () => {
    expect(clientAddress(forwardedFor("203.0.113.7"), 2)).toBeNull();
    expect(clientAddress(new Headers({ "x-real-ip": "198.51.100.2" }), 1)).toBeNull();
    expect(clientAddress(forwardedFor(" , "), 1)).toBeNull();
  });
});
