// Where deliveries may go: public unicast addresses only, unless an allow-list says otherwise.
// Refuses loopback, private, shared (CGNAT), link-local (cloud metadata 169.254.169.254,
// fd00:ec2::254), unique-local, multicast, reserved and documentation ranges, and the same
// addresses embedded in IPv6 (IPv4-mapped, NAT64).
import { BlockList, isIP, isIPv4 } from 'node:net';

const BLOCKED_V4: [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved (IETF protocol assignments)'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved (6to4 relay)'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved (benchmarking)'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const BLOCKED_V6: [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'discard'],
  ['2001:db8::', 32, 'documentation'],
  ['fc00::', 7, 'unique-local (private)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

function rangeList(ranges: [string, number, string][], type: 'ipv4' | 'ipv6'): { list: BlockList; label(addr: string): string | null } {
  const lists = ranges.map(([net, prefix, label]) => {
    const l = new BlockList();
    l.addSubnet(net, prefix, type);
    return { l, label };
  });
  const all = new BlockList();
  for (const [net, prefix] of ranges) all.addSubnet(net, prefix, type);
  return { list: all, label: (addr) => lists.find((x) => x.l.check(addr, type))?.label ?? null };
}

const V4 = rangeList(BLOCKED_V4, 'ipv4');
const V6 = rangeList(BLOCKED_V6, 'ipv6');

/** The IPv4 address embedded in an IPv4-mapped (::ffff:a.b.c.d), compatible or NAT64 address. */
function embeddedV4(addr: string): string | null {
  const lower = addr.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

export class AddressPolicy {
  private allow = new BlockList();
  private hasAllow = false;

  /** `allowPrivate`: CIDRs ("127.0.0.0/8", "::1/128") or bare addresses. */
  constructor(allowPrivate: readonly string[] = []) {
    for (const entry of allowPrivate) {
      const [net, prefixRaw] = entry.split('/');
      const type = isIP(net ?? '');
      if (!type) throw new Error(`webhooks: allow-list entry "${entry}" is not an address or CIDR`);
      const prefix = prefixRaw === undefined ? (type === 4 ? 32 : 128) : Number(prefixRaw);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 4 ? 32 : 128)) throw new Error(`webhooks: bad prefix in "${entry}"`);
      this.allow.addSubnet(net!, prefix, type === 4 ? 'ipv4' : 'ipv6');
      this.hasAllow = true;
    }
  }

  /** Null when the address may be delivered to; otherwise why not. */
  refusal(address: string): string | null {
    const type = isIP(address);
    if (!type) return `"${address}" is not an IP address`;
    const family = type === 4 ? 'ipv4' : 'ipv6';
    if (this.hasAllow && this.allow.check(address, family)) return null;
    if (type === 4) {
      const label = V4.label(address);
      return label ? `${address} is a ${label} address` : null;
    }
    const v4 = embeddedV4(address);
    if (v4 && isIPv4(v4)) {
      if (this.hasAllow && this.allow.check(v4, 'ipv4')) return null;
      const label = V4.label(v4);
      if (label) return `${address} embeds ${v4}, a ${label} address`;
    }
    const label = V6.label(address);
    return label ? `${address} is a ${label} address` : null;
  }
}
