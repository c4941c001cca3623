// Signing keys at rest (issue 17, finding 8): what the database holds cannot sign a delivery; the
// key that opens it lives outside the database (WEBHOOK_SECRET_KEY); endpoints of earlier versions
// are sealed at start; a process that needs the key refuses to start without it.
import { describe, it, expect, beforeAll } from 'vitest';
import { createHmac, randomBytes } from 'node:crypto';
import { http, type TestSystem, type TestOrg } from '../support/harness.js';
import type { Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite, TAG, verifies } from '../support/webhooks-suite.js';
import { webhooks } from '../../subgraphs/webhooks/index.js';
import { hashSecret, newSecret } from '../../subgraphs/webhooks/decide/signing.js';
import type { Services } from '../../platform/services.js';
import { serveSubgraph } from '../../wiring/distributed-backend.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, freshPath, latest } = suite;
let sys: TestSystem;
let rx: Receiver;
let org: TestOrg;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, org, keys } = suite.running()));

/** Every way a stored text could be taken as an HMAC key. */
function keyReadings(value: string): Buffer[] {
  const out = [Buffer.from(value)];
  for (const v of [value, value.replace(/^[a-z0-9]+[.:$]/, '')]) {
    if (/^[0-9a-f]+$/i.test(v) && v.length % 2 === 0) out.push(Buffer.from(v, 'hex'));
    out.push(Buffer.from(v, 'base64'), Buffer.from(v, 'base64url'));
  }
  return out;
}

function texts(x: unknown): string[] {
  if (typeof x === 'string') return [x];
  if (x && typeof x === 'object') return Object.values(x).flatMap(texts);
  return [];
}

const withSettings = (patch: Record<string, unknown>): Services => ({
  ...sys.services,
  config: { ...sys.services.config, webhooks: { ...sys.services.config.webhooks, ...patch } },
});

async function pingAndReceive(id: string, path: string) {
  const t = await http(sys.urls.ocean, `/v1/webhooks/${id}/test`, { key: keys.ocean, method: 'POST' });
  expect(t.status).toBe(200);
  const before = rx.requests(path).length;
  await dispatcher().runOnce();
  const got = rx.requests(path);
  expect(got.length).toBe(before + 1);
  return got.at(-1)!;
}

describe('signing secrets at rest', () => {
  it('stores nothing that signs: no column of the endpoint row, read as a key in any encoding, reproduces a delivery signature', async () => {
    const path = freshPath('at-rest');
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    const req = await pingAndReceive(reg.id, path);
    const sig = req.headers[`x-${TAG.ocean.toLowerCase()}-signature`]!;
    expect(verifies(reg.secret, req.body, sig)).toBe(true);
    const row = (
      await sys.services.db.query<{ row: Record<string, unknown> }>(
        'SELECT to_jsonb(e) AS row FROM webhooks.endpoints e WHERE id = $1',
        [reg.id],
      )
    ).rows[0]!.row;
    const stored = texts(row);
    expect(stored.length).toBeGreaterThan(3);
    for (const value of stored)
      for (const key of keyReadings(value))
        expect(`sha256=${createHmac('sha256', key).update(req.body).digest('hex')}`, value).not.toBe(sig);
  });

  it('seals the keys of endpoints registered before sealing at start; they keep signing as before', async () => {
    const path = freshPath('legacy');
    const secret = newSecret();
    const { id } = (
      await sys.services.db.query<{ id: string }>(
        `INSERT INTO webhooks.endpoints (org_id, product, url, secret_hash, created_at) VALUES ($1, 'ocean', $2, $3, $4) RETURNING id`,
        [org.id, rx.url(path), hashSecret(secret), sys.clock.now()],
      )
    ).rows[0]!;
    suite.deleteAfterTest('ocean', keys.ocean, id);
    const stored = async () =>
      (
        await sys.services.db.query<{ secret_hash: string | null; signing_key: string | null }>(
          'SELECT secret_hash, signing_key FROM webhooks.endpoints WHERE id = $1',
          [id],
        )
      ).rows[0]!;
    // Under a key made for this run alone, sealing would lose the row at exit: left as it is.
    await webhooks.seed!(withSettings({ secretKeyOfRun: true }));
    expect(await stored()).toEqual({ secret_hash: hashSecret(secret), signing_key: null });
    const before = await pingAndReceive(id, path);
    expect(verifies(secret, before.body, before.headers['x-ocean-signature'])).toBe(true);
    // Under a configured key: sealed, the digest gone.
    await webhooks.seed!(withSettings({ secretKeyOfRun: false }));
    const after = await stored();
    expect(after.secret_hash).toBeNull();
    expect(after.signing_key).toMatch(/^v1\./);
    const req = await pingAndReceive(id, path);
    expect(verifies(secret, req.body, req.headers['x-ocean-signature'])).toBe(true);
  });

  it('fails a delivery visibly when the stored key was sealed under another secret key', async () => {
    const path = freshPath('other-key');
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    await http(sys.urls.ocean, `/v1/webhooks/${reg.id}/test`, { key: keys.ocean, method: 'POST' });
    const stats = await dispatcher({ secretKey: randomBytes(32) }).runOnce();
    expect(stats).toMatchObject({ attempted: 1, delivered: 0 });
    expect(rx.requests(path)).toEqual([]);
    expect(await latest('ocean', reg.id)).toMatchObject({
      status: 'pending',
      last_error: expect.stringContaining('WEBHOOK_SECRET_KEY'),
    });
  });

  it('refuses to start the webhooks subgraph or the workers without WEBHOOK_SECRET_KEY, saying how to make one', async () => {
    const help = /WEBHOOK_SECRET_KEY.*npm run webhooks -- secret-key/;
    expect(process.env.WEBHOOK_SECRET_KEY).toBeUndefined();
    await expect(serveSubgraph('webhooks', 0)).rejects.toThrow(help);
    const without = withSettings({ secretKey: null });
    expect(() => webhooks.startWorkers!(without)).toThrow(help);
    // Migrating without it seals nothing and refuses nothing (operator commands share that step).
    await expect(webhooks.seed!(without)).resolves.toBeUndefined();
  });
});
