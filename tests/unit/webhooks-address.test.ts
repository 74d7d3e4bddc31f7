import { describe, expect, it } from "vitest";
import { isPublicAddress, literalAddress } from "@/lib/webhooks/address";
import { checkResolvedUrl, checkUrlShape, guardedLookup } from "@/lib/webhooks/url-policy";

const REFUSED = [
  // IPv4: this network, private, CGNAT, loopback, link-local, IETF, docs, 6to4 relay, benchmarks
  "0.0.0.0",
  "0.1.2.3",
  "10.0.0.1",
  "10.255.255.255",
  "100.64.0.1",
  "100.127.255.254",
  "127.0.0.1",
  "127.255.255.254",
  "169.254.169.254",
  "172.16.0.1",
  "172.31.255.255",
  "192.0.0.8",
  "192.0.2.1",
  "192.88.99.1",
  "192.168.1.1",
  "198.18.0.1",
  "198.19.255.255",
  "198.51.100.7",
  "203.0.113.9",
  // multicast, reserved, broadcast
  "224.0.0.1",
  "239.255.255.250",
  "240.0.0.1",
  "255.255.255.255",
  // IPv6: unspecified, loopback, mapped and compatible IPv4, NAT64, 6to4, Teredo, docs, discard
  "::",
  "::1",
  "::ffff:127.0.0.1",
  "::ffff:8.8.8.8",
  "::ffff:a00:1",
  "::127.0.0.1",
  "64:ff9b::a00:1",
  "64:ff9b:1::1",
  "2002:c0a8:101::1",
  "2001:0:4136:e378::1",
  "2001:db8::1",
  "100::1",
  // ULA, link-local, site-local, multicast, outside global unicast
  "fc00::1",
  "fd12:3456:789a::1",
  "fe80::1",
  "febf::1",
  "fec0::1",
  "ff02::1",
  "4000::1",
  "[::1]",
  // not addresses at all
  "localhost",
  "example.com",
  "",
  "1.2.3",
];

const ALLOWED = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.215.14",
  "100.63.255.255",
  "100.128.0.1",
  "172.15.255.255",
  "172.32.0.1",
  "192.169.0.1",
  "198.20.0.1",
  "223.255.255.254",
  "2606:4700:4700::1111",
  "2a00:1450:4001:80b::200e",
  "[2606:4700:4700::1111]",
];

describe("isPublicAddress", () => {
  it.each(REFUSED)("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(ALLOWED)("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it("reads IP literals of URLs, bracketed or not, and nothing else", () => {
    expect(literalAddress("[::1]")).toBe("::1");
    expect(literalAddress("127.0.0.1")).toBe("127.0.0.1");
    expect(literalAddress("hooks.example.com")).toBeNull();
  });
});

describe("the webhook URL policy", () => {
  const refusal = /not a public address|must start with https/;

  it.each([
    "http://hooks.example.com/x",
    "https://127.0.0.1/x",
    "https://[::1]/x",
    "https://[::ffff:7f00:1]/x",
    "https://169.254.169.254/latest/meta-data",
    "https://10.1.2.3:8443/x",
    "ftp://8.8.8.8/x",
  ])("refuses %s", (url) => {
    expect(() => checkUrlShape(new URL(url), false)).toThrow(refusal);
  });

  it("allows https to a public literal, and http or private only with the flag", () => {
    expect(() => checkUrlShape(new URL("https://8.8.8.8/hook"), false)).not.toThrow();
    expect(() => checkUrlShape(new URL("http://127.0.0.1:9000/hook"), true)).not.toThrow();
    expect(() => checkUrlShape(new URL("ftp://127.0.0.1/hook"), true)).toThrow(refusal);
  });

  it("refuses a DNS name that resolves to loopback (localhost)", async () => {
    await expect(checkResolvedUrl(new URL("https://localhost/hook"), false)).rejects.toThrow(
      /localhost is at (127\.0\.0\.1|::1), which is not a public address/,
    );
    await expect(checkResolvedUrl(new URL("http://localhost/hook"), true)).resolves.toBeUndefined();
  });

  it("connects only through addresses it checked: localhost is refused at lookup", async () => {
    const lookup = guardedLookup(false);
    const outcome = await new Promise<string>((resolve) => {
      lookup("localhost", { all: true }, (error) => resolve(error ? error.message : "connected"));
    });
    expect(outcome).toMatch(/not a public address/);
    const allowed = await new Promise<string>((resolve) => {
      guardedLookup(true)("localhost", {}, (error, address) =>
        resolve(error ? error.message : String(address)),
      );
    });
    expect(allowed).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
