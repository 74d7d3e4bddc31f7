import "server-only";
import { BlockList, isIP } from "node:net";

/**
 * IPv4 ranges no webhook may reach: "this network", private, CGNAT, loopback, link-local, the
 * IETF, documentation and benchmarking blocks, 6to4 relays, multicast and reserved (broadcast too).
 */
const IPV4_DENIED: readonly [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/**
 * IPv6 ranges refused: unspecified, loopback, IPv4-mapped and -compatible, NAT64 and 6to4 (both
 * embed an IPv4 address that may be private), discard, IETF/Teredo, documentation, unique local
 * (ULA), link-local, site-local and multicast.
 */
const IPV6_DENIED: readonly [string, number][] = [
  ["::", 96],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];

// Two lists: a BlockList checks an IPv4 address against IPv6 rules as if it were IPv4-mapped.
function listOf(ranges: readonly [string, number][], family: "ipv4" | "ipv6"): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
}
const ipv4Denied = listOf(IPV4_DENIED, "ipv4");
const ipv6Denied = listOf(IPV6_DENIED, "ipv6");

/** An IPv6 literal as URLs write it (`[::1]`) or bare. */
const unbracket = (host: string) =>
  host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;

/**
 * Whether an address is a public unicast one a webhook may be delivered to. Anything that is not an
 * IP address at all is not public. IPv6 outside 2000::/3 (global unicast) is refused as well.
 */
export function isPublicAddress(address: string): boolean {
  const ip = unbracket(address);
  const family = isIP(ip);
  if (family === 4) return !ipv4Denied.check(ip, "ipv4");
  if (family !== 6) return false;
  if (ipv6Denied.check(ip, "ipv6")) return false;
  const first = Number.parseInt(ip.split(":")[0] || "0", 16);
  return first >= 0x2000 && first <= 0x3fff;
}

/** The address a URL's host names literally (v4 or v6), or null for a DNS name. */
export function literalAddress(hostname: string): string | null {
  const ip = unbracket(hostname);
  return isIP(ip) ? ip : null;
}
