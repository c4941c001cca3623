// Per-address limits count the connecting peer unless it is a configured proxy (TRUSTED_PROXIES,
// default none): invented X-Forwarded-For addresses must not mint fresh allowances (issue 17,
// finding 7). Open routes allow 30 requests per 20-second window per address.
import { describe, expect, it } from 'vitest';
import { http, useSystem } from '../support/harness.js';

const spoofed = (i: number) => ({ headers: { 'x-forwarded-for': `203.0.113.${i}` } });

describe('forwarded addresses', () => {
  describe('with no trusted proxy (the default)', () => {
    const sys = useSystem({ products: ['air'] });

    it('counts the peer, whatever X-Forwarded-For says', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 31; i++) statuses.push((await http(sys.urls.air, '/v1/airlines/176', spoofed(i))).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('behind a trusted proxy on loopback', () => {
    const sys = useSystem({ products: ['air'], configOverrides: { trustedProxies: ['loopback'] } });

    it('counts the client the proxy names', async () => {
      for (let i = 1; i <= 30; i++) expect((await http(sys.urls.air, '/v1/airlines/176', spoofed(1))).status).toBe(200);
      expect((await http(sys.urls.air, '/v1/airlines/176', spoofed(1))).status).toBe(429);
      expect((await http(sys.urls.air, '/v1/airlines/176', spoofed(2))).status).toBe(200);
    });
  });
});
