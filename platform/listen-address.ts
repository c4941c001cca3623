// Subgraph processes trust the tokens they are shown and are meant for the gateway (or a router)
// only: their ports must never be reachable from outside (docs/operations.md). At start-up a
// subgraph names the non-private addresses it would answer on, so a deployment that exposes
// one is logged (ipaddr.js decides what is private: loopback, RFC 1918, unique-local, link-local,
// carrier-grade NAT).
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import ipaddr from 'ipaddr.js';

const PRIVATE = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal', 'carrierGradeNat']);

const isPrivate = (address: string) => PRIVATE.has(ipaddr.process(address).range());

/**
 * The addresses a server bound to `host` answers on that are not private: for an unspecified
 * host (0.0.0.0, ::) every interface's; a host name other than localhost is reported as is
 * (where it points is not known here).
 */
export function nonPrivateAddresses(
  host: string,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  if (host === 'localhost') return [];
  if (!ipaddr.isValid(host)) return [host];
  if (ipaddr.process(host).range() !== 'unspecified') return isPrivate(host) ? [] : [host];
  const all = Object.values(interfaces).flatMap((list) => (list ?? []).map((i) => i.address.split('%')[0]!));
  return all.filter((a) => !isPrivate(a));
}
