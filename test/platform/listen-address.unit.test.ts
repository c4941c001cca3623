// The subgraph boundary (issue 29): a subgraph process logs the non-private addresses it
// answers on (platform/listen-address.ts), and docker-compose.yml publishes no subgraph port.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { NetworkInterfaceInfo } from 'node:os';
import { nonPrivateAddresses } from '../../platform/listen-address.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';

const nic = (address: string): NetworkInterfaceInfo =>
  ({ address, family: address.includes(':') ? 'IPv6' : 'IPv4', internal: false }) as NetworkInterfaceInfo;

describe('non-private listening addresses', () => {
  it('none for loopback, RFC 1918, unique-local, link-local and carrier-grade NAT hosts', () => {
    for (const host of [
      '127.0.0.1',
      '::1',
      'localhost',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.9',
      'fd00::5',
      '100.64.1.1',
    ])
      expect(nonPrivateAddresses(host, {}), host).toEqual([]);
  });

  it('a public host, or a host name that cannot be judged here', () => {
    expect(nonPrivateAddresses('203.0.113.7', {})).toEqual(['203.0.113.7']);
    expect(nonPrivateAddresses('2001:db8::1', {})).toEqual(['2001:db8::1']);
    expect(nonPrivateAddresses('subgraphs.example.com', {})).toEqual(['subgraphs.example.com']);
  });

  it('for 0.0.0.0 or ::, the public addresses among the interfaces', () => {
    const container = { lo: [nic('127.0.0.1')], eth0: [nic('172.18.0.4'), nic('fe80::1%eth0')] };
    expect(nonPrivateAddresses('0.0.0.0', container)).toEqual([]);
    const host = { ...container, eth1: [nic('198.51.100.20'), nic('2001:db8::20')] };
    expect(nonPrivateAddresses('0.0.0.0', host)).toEqual(['198.51.100.20', '2001:db8::20']);
    expect(nonPrivateAddresses('::', host)).toEqual(['198.51.100.20', '2001:db8::20']);
  });
});

describe('docker-compose.yml', () => {
  it('publishes no subgraph port', () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true });
    for (const { name } of SUBGRAPHS) {
      expect(compose.services[name], name).toBeDefined();
      expect(compose.services[name].ports, name).toBeUndefined();
    }
  });
});
