// A declared path asked with a method none of its routes takes: 405 with Allow naming the
// methods it takes, in the envelope its routes answer in, on every host (read from each host's
// OpenAPI document, so a new route is covered without new code).
import { beforeAll, describe, expect, it } from 'vitest';
import { http, useSystem } from '../support/harness.js';
import { PRODUCTS, KEY_PREFIX, ALL } from '../support/webhooks-suite.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const keys = {} as Record<Product, string>;
let docs: Record<Product, { paths: Record<string, Record<string, unknown>> }>;

const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: ALL });
  for (const p of PRODUCTS) keys[p] = await org.key(KEY_PREFIX[p]);
  docs = sys.documents as never;
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('wrong methods', () => {
  it('answer 405 with Allow on every declared path of every host, in the route envelope', async () => {
    let tried = 0;
    for (const p of PRODUCTS) {
      for (const [path, ops] of Object.entries(docs[p].paths)) {
        const declared = Object.keys(ops);
        const wrong = METHODS.find((m) => !declared.includes(m))!;
        const url = path.replace(/\{(\w+)\}/g, 'x');
        sys.clock.advance(21_000); // open routes: a fresh per-address window
        const r = await http(sys.urls[p], url, { key: keys[p], method: wrong.toUpperCase() });
        const what = `${p} ${wrong.toUpperCase()} ${path}`;
        expect(r.status, what).toBe(405);
        const allow = declared.map((m) => m.toUpperCase());
        if (allow.includes('GET')) allow.push('HEAD');
        expect(r.headers.get('allow')?.split(', ').sort(), what).toEqual(allow.sort());
        expect(JSON.stringify(r.body), what).toMatch(/not allowed/);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(60);
  });
});
