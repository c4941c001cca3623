// GraphiQL's page is small and its assets are files named by their content's hash, cached for a
// year (immutable) and sent compressed as the browser asks: not 9 MB inlined in a no-cache page
// compressed again on every load. test/clients/graphiql.test.ts opens it in Chromium.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { useSystem } from '../support/harness.js';

const sys = useSystem();

/** A GET without fetch's own decompression: status, headers and the bytes as sent. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

it('serves a small page and hashed, immutable, precompressed assets', async () => {
  const page = await get(sys.urls.gateway, { accept: 'text/html', 'accept-encoding': 'identity' });
  expect(page.status).toBe(200);
  expect(page.body.length).toBeLessThan(10_000);
  const assets = [...page.body.toString().matchAll(/\/graphql\/assets\/[\w.-]+/g)].map((m) => m[0]);
  expect(new Set(assets).size).toBe(6); // the icon, the CSS, GraphiQL's script and three editor workers
  const origin = new URL(sys.urls.gateway).origin;
  for (const path of new Set(assets)) {
    expect(path).toMatch(/\.[0-9a-f]{16}\.(css|js|ico)$/);
    const br = await get(origin + path, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await get(origin + path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(origin + path, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  }
  expect((await get(`${origin}/graphql/assets/graphiql.0000000000000000.js`, {})).status).toBe(404);
});
