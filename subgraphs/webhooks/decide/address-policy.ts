// Where deliveries may go: public unicast addresses only, unless an allow-list says otherwise.
// The special-purpose ranges come from the IANA IPv4 and IPv6 special-purpose registries as
// ipaddr.js knows them (loopback, private, carrier-grade NAT, link-local with the cloud metadata
// address, unique-local, multicast, reserved, documentation, benchmarking, ORCHID, …); an IPv6
// address must also be global unicast (2000::/3), which refuses the deprecated IPv4-compatible
// form (::a.b.c.d) and the rest of the reserved space. An IPv4 address embedded in IPv6
// (IPv4-mapped, NAT64 64:ff9b::/96 and the local-use 64:ff9b:1::/48 of RFC 8215, 6to4 2002::/16)
// reaches that IPv4 host, so it is judged as that address.
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Ranges whose addresses carry an IPv4 address, and where in the 128 bits it sits. */
const EMBEDDING: Record<string, number> = { ipv4Mapped: 12, rfc6052: 12, '6to4': 2 };

/** The IPv4 address an IPv6 address leads to, when it carries one (bytes at `EMBEDDING[range]`). */
function embeddedV4(addr: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = addr.range();
  const bytes = addr.toByteArray();
  // The deprecated IPv4-compatible form ::a.b.c.d (not ::, not ::1) also leads to a.b.c.d.
  const compatible = range === 'unicast' && bytes.slice(0, 12).every((b) => b === 0);
  const at = compatible ? 12 : EMBEDDING[range];
  return at === undefined ? null : new ipaddr.IPv4(bytes.slice(at, at + 4));
}

function label(range: string): string {
  return range.replace(/([A-Z])/g, '-$1').toLowerCase();
}

export class AddressPolicy {
  private readonly allow: [Address, number][] = [];

  /** `allowPrivate`: CIDRs ("127.0.0.0/8", "::1/128") or bare addresses. */
  constructor(allowPrivate: readonly string[] = []) {
    for (const entry of allowPrivate) {
      try {
        this.allow.push(
          entry.includes('/')
            ? ipaddr.parseCIDR(entry)
            : ((a) => [a, a.kind() === 'ipv4' ? 32 : 128] as [Address, number])(ipaddr.parse(entry)),
        );
      } catch {
        throw new Error(`webhooks: allow-list entry "${entry}" is not an address or CIDR`);
      }
    }
  }

  private allowed(addr: Address): boolean {
    return this.allow.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits));
  }

  /** Null when the address may be delivered to; otherwise why not. */
  refusal(address: string): string | null {
    if (!ipaddr.isValid(address) || (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address))) {
      return `"${address}" is not an IP address`;
    }
    const addr = ipaddr.parse(address);
    if (this.allowed(addr)) return null;
    if (addr.kind() === 'ipv4') {
      const range = addr.range();
      return range === 'unicast' ? null : `${address} is a ${label(range)} address`;
    }
    const v6 = addr as ipaddr.IPv6;
    const v4 = embeddedV4(v6);
    if (v4) {
      if (this.allowed(v4)) return null;
      const range = v4.range();
      return range === 'unicast' ? null : `${address} embeds ${v4.toString()}, a ${label(range)} address`;
    }
    const range = v6.range();
    if (range !== 'unicast') return `${address} is a ${label(range)} address`;
    return v6.match(GLOBAL_UNICAST_V6) ? null : `${address} is outside global unicast (2000::/3)`;
  }
}
