// Where deliveries may go (docs/webhooks.md: public receivers only): every special-purpose range, including
// IPv4 addresses embedded in IPv6, is refused; public addresses pass; the allow-list opens ranges.
import { describe, expect, it } from 'vitest';
import { AddressPolicy } from '../../subgraphs/webhooks/decide/address-policy.js';

describe('delivery address policy', () => {
  const policy = new AddressPolicy();

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['100.64.0.1', 'carrier-grade-nat'],
    ['169.254.169.254', 'link-local'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['fd00:ec2::254', 'unique-local'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['2001::1', 'teredo'],
    // IPv4 embedded in IPv6: the IPv4 host is what a connection reaches.
    ['::ffff:127.0.0.1', 'embeds 127.0.0.1'],
    ['::127.0.0.1', 'embeds 127.0.0.1'],
    ['::7f00:1', 'embeds 127.0.0.1'],
    ['64:ff9b::a9fe:a9fe', 'embeds 169.254.169.254'],
    ['64:ff9b:1::7f00:1', 'embeds 127.0.0.1'],
    ['2002:7f00:1::1', 'embeds 127.0.0.1'],
    ['2002:a00:1::1', 'embeds 10.0.0.1'],
    // Reserved IPv6 space outside 2000::/3.
    ['4000::1', 'outside global unicast'],
  ])('refuses %s (%s)', (address, why) => {
    expect(policy.refusal(address)).toContain(why);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'allows public %s',
    (address) => {
      expect(policy.refusal(address)).toBeNull();
    },
  );

  it('refuses what is not an IP address', () => {
    expect(policy.refusal('example.com')).toContain('not an IP address');
    expect(policy.refusal('0x7f000001')).toContain('not an IP address');
  });

  it('opens allow-listed ranges, also when embedded', () => {
    const allowed = new AddressPolicy(['127.0.0.0/8', '::1']);
    expect(allowed.refusal('127.0.0.1')).toBeNull();
    expect(allowed.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(allowed.refusal('64:ff9b:1::7f00:1')).toBeNull();
    expect(allowed.refusal('::1')).toBeNull();
    expect(allowed.refusal('10.0.0.1')).not.toBeNull();
    expect(() => new AddressPolicy(['not-a-net'])).toThrow(/not an address or CIDR/);
  });
});

describe('address policy', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses unless allow-listed', () => {
    const p = new AddressPolicy();
    for (const a of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      'ff02::1',
    ]) {
      expect(p.refusal(a), a).not.toBeNull();
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(p.refusal(a), a).toBeNull();
    const allowed = new AddressPolicy(['127.0.0.0/8', '::1/128']);
    expect(allowed.refusal('127.0.0.1')).toBeNull();
    expect(allowed.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(allowed.refusal('::1')).toBeNull();
    expect(allowed.refusal('10.0.0.1')).not.toBeNull();
    expect(allowed.refusal('169.254.169.254')).not.toBeNull();
  });
});
