import { isIP } from 'node:net';

/**
 * Whether an IP address is one of the public internet's, for the server's own requests to addresses
 * a user gave it (push endpoints: no server-side request forgery). Refused: unspecified, loopback,
 * private (RFC 1918), carrier-grade NAT, link-local, unique-local, site-local, multicast, broadcast,
 * reserved, documentation and benchmark ranges, and the IPv6 forms that carry an IPv4 address
 * (IPv4-mapped, IPv4-compatible, NAT64, 6to4), which are judged by that IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) return isPublicIPv4(ipv4ToNumber(address));
  if (kind === 6) {
    const groups = ipv6Groups(address);
    return groups !== null && isPublicIPv6(groups);
  }
  return false;
}

/** [first address, prefix length] of the IPv4 ranges that are not the public internet. */
const IPV4_REFUSED: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const IPV4_RANGES = IPV4_REFUSED.map(([first, bits]) => ({ first: ipv4ToNumber(first), bits }));

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function isPublicIPv4(value: number): boolean {
  return !IPV4_RANGES.some(({ first, bits }) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(first / 2 ** (32 - bits)));
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail and a zone allowed), or null. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (isIP(dotted[1]!) !== 4) return null;
    const value = ipv4ToNumber(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** The IPv4 address in groups `high` and `high + 1`. */
const embeddedIPv4 = (groups: number[], high: number) => groups[high]! * 0x10000 + groups[high + 1]!;

function isPublicIPv6(g: number[]): boolean {
  const [first] = g as [number];
  const zeroUpTo = (count: number) => g.slice(0, count).every((group) => group === 0);
  // ::/96 holds the unspecified address (::), loopback (::1) and the deprecated IPv4-compatible form.
  if (zeroUpTo(6)) return false;
  if (zeroUpTo(5) && g[5] === 0xffff) return isPublicIPv4(embeddedIPv4(g, 6)); // ::ffff:a.b.c.d
  if (first === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) return isPublicIPv4(embeddedIPv4(g, 6)); // NAT64
  if (first === 0x2002) return isPublicIPv4(embeddedIPv4(g, 1)); // 6to4
  if (first === 0x100 && zeroUpTo(4)) return false; // 100::/64 discard-only
  if (first === 0x2001 && g[1] === 0xdb8) return false; // documentation
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique-local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return false; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return false; // ff00::/8 multicast
  // Everything else outside 2000::/3 (global unicast) is unassigned or special.
  return (first & 0xe000) === 0x2000;
}
