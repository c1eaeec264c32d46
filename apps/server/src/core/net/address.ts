import net from 'node:net';

/**
 * Which IP addresses the server may reach on a user's behalf (SSRF). An address is public only when it
 * is a well-formed IPv4 or IPv6 address outside every special-purpose range (IANA's IPv4 and IPv6
 * special-purpose registries). IPv6 forms that carry an IPv4 address — mapped `::ffff:a.b.c.d` (also in
 * hex, `::ffff:7f00:1`), SIIT `::ffff:0:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4
 * `2002::/16` and Teredo `2001::/32` — are judged by the IPv4 address they carry. Ranges are decided by
 * `net.BlockList` on parsed addresses, never by string patterns. Anything unparsable is not public.
 */

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT shared address space
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation TEST-NET-2
  ['203.0.113.0', 24], // documentation TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

const V6_BLOCKED: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['64:ff9b:1::', 48], // local-use NAT64
  ['2001::', 23], // IETF protocol assignments (Teredo 2001::/32 is decided by its IPv4 before this)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const v4List = new net.BlockList();
for (const [address, prefix] of V4_BLOCKED) v4List.addSubnet(address, prefix, 'ipv4');
const v6List = new net.BlockList();
for (const [address, prefix] of V6_BLOCKED) v6List.addSubnet(address, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (with or without brackets), or null when it is not one. Zone ids are refused. */
export function ipv6Bytes(input: string): number[] | null {
  const text = input.replace(/^\[(.*)\]$/, '$1');
  if (!net.isIPv6(text) || text.includes('%')) return null;
  let head = text;
  const tail: number[] = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (!net.isIPv4(dotted[1])) return null;
    tail.push(...dotted[1].split('.').map(Number));
    const before = text.slice(0, dotted.index + 1);
    head = before.endsWith('::') ? before : text.slice(0, dotted.index);
  }
  const groupsWanted = (16 - tail.length) / 2;
  const [left, right] = head.includes('::') ? head.split('::') : [head, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const leftGroups = parse(left);
  const rightGroups = right === null ? [] : parse(right);
  const fill = groupsWanted - leftGroups.length - rightGroups.length;
  if (fill < 0 || (right === null && fill !== 0)) return null;
  const groups = [...leftGroups, ...Array<number>(fill).fill(0), ...rightGroups];
  if (groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return null;
  return [...groups.flatMap((g) => [g >> 8, g & 0xff]), ...tail];
}

const v4Of = (bytes: number[]) => bytes.join('.');
const zero = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);

/** The IPv4 address an IPv6 address carries (mapped, SIIT, compatible, NAT64, 6to4, Teredo client), or null. */
export function embeddedIpv4(bytes: number[]): string | null {
  const last4 = bytes.slice(12, 16);
  if (zero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4Of(last4); // ::ffff:a.b.c.d
  if (zero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zero(bytes, 10, 12)) return v4Of(last4); // ::ffff:0:a.b.c.d
  if (zero(bytes, 0, 12) && !zero(bytes, 12, 15)) return v4Of(last4); // ::a.b.c.d (not :: or ::1)
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(bytes, 4, 12)) return v4Of(last4); // 64:ff9b::/96
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4Of(bytes.slice(2, 6)); // 2002:aabb:ccdd::/48
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x00 && bytes[3] === 0x00) return v4Of(last4.map((b) => b ^ 0xff)); // Teredo client
  return null;
}

/** True when the server may connect to this address for a user: a public unicast IPv4 or IPv6 address. */
export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return !v4List.check(address, 'ipv4');
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const v4 = embeddedIpv4(bytes);
  if (v4 !== null) {
    if (!isPublicAddress(v4)) return false;
    // Teredo also names its server; a Teredo address is public only when both ends are.
    if (bytes[0] === 0x20 && bytes[1] === 0x01 && zero(bytes, 2, 4)) return isPublicAddress(v4Of(bytes.slice(4, 8)));
    return true;
  }
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return !v6List.check(groups.join(':'), 'ipv6');
}
