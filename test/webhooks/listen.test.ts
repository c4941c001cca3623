// `npm run webhooks -- listen` against a running system (issue 18, webhooks you can watch): the
// command, as a child process, registers a local HTTPS receiver that the system trusts (its
// certificate, for that origin only), and prints the ping with its verified signature; Ctrl-C
// deletes the endpoint. Gated on the command's output lines, no sleeps.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import https from 'node:https';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { useSystem, http } from '../support/harness.js';
import {
  makeLocalReceiverIdentity,
  type LocalReceiverIdentity,
} from '../../subgraphs/webhooks/connectors/local-receiver.js';
import { DeliveryClient, deliver, eventBodyTail } from '../../subgraphs/webhooks/connectors/delivery-client.js';
import { resolveSettings } from '../../subgraphs/webhooks/settings.js';

/** A port nobody listens on now (the system must know the listener's port before it starts). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The listen process of the running test; killed after the file whatever happened. */
let child: ChildProcessWithoutNullStreams | null = null;
let port: number;
let identity: LocalReceiverIdentity;
beforeAll(async () => {
  port = await freePort();
  identity = makeLocalReceiverIdentity(port);
});
afterAll(() => {
  if (identity) rmSync(identity.dir, { recursive: true, force: true });
});
const sys = useSystem(() => ({
  workers: true,
  configOverrides: { webhooks: { localReceiver: { port, certPem: identity.certPem } } },
}));
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

/** Lines of the child's stdout, awaited one predicate at a time. */
function lines(child: ChildProcessWithoutNullStreams) {
  const seen: string[] = [];
  const waiting: { pred: (l: string) => boolean; resolve: (l: string) => void }[] = [];
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  createInterface({ input: child.stdout }).on('line', (l) => {
    seen.push(l);
    for (const w of waiting.splice(0)) w.pred(l) ? w.resolve(l) : waiting.push(w);
  });
  return {
    seen,
    next: (pred: (l: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const hit = seen.find(pred);
        if (hit) return resolve(hit);
        waiting.push({ pred, resolve });
        child.once('exit', (code) =>
          reject(new Error(`listen exited (${code}) before the line came:\n${seen.join('\n')}\n${stderr}`)),
        );
      }),
  };
}

describe('npm run webhooks -- listen', () => {
  it(
    'prints a verified ping from the running system, and deletes its endpoint on Ctrl-C',
    { timeout: 120_000 },
    async () => {
      const org = await sys.org();
      const key = await org.key('tmcp');
      child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'wiring/cli/webhooks.ts',
          'listen',
          '--key',
          key,
          '--host',
          sys.urls.ocean,
          '--port',
          String(port),
        ],
        { env: { ...process.env, LOG_LEVEL: 'silent' } },
      );
      const out = lines(child);
      const listener = child;
      try {
        const ready = await out.next((l) => l.startsWith('listening on '));
        expect(ready).toContain(`https://localhost:${port}/`);
        const line = await out.next((l) => /\sping\s/.test(l));
        expect(line).toMatch(/^\S+Z {2}ping {2}[0-9a-f-]{36} {2}signature verified \(sha256=[0-9a-f]{12}…\)$/);
        const list = await http(sys.urls.ocean, '/v1/webhooks', { key });
        expect(list.body.data.items).toMatchObject([{ url: `https://localhost:${port}/`, failure_count: 0 }]);
        const [endpoint] = list.body.data.items;
        // The listener prints before it answers, and the dispatcher records the answer after it:
        // the delivery shows as delivered once that write lands.
        const recent = async () =>
          (await http(sys.urls.ocean, `/v1/webhooks/${endpoint.id}`, { key })).body.data.recent_deliveries;
        await expect.poll(recent, { timeout: 30_000 }).toMatchObject([{ event_type: 'ping', status: 'delivered' }]);
        expect(line).toContain((await recent())[0].id);
      } finally {
        listener.kill('SIGINT');
      }
      await out.next((l) => l.startsWith('stopped;'));
      expect((await http(sys.urls.ocean, '/v1/webhooks', { key })).body.data.items).toEqual([]);
    },
  );

  it('trusts the local receiver for its origin only: off by default, and never another loopback port', async () => {
    const server = https.createServer({ key: identity.keyPem, cert: identity.certPem }, (_q, r) => r.end('ok'));
    const other = await freePort();
    await new Promise<void>((resolve) => server.listen(other, '127.0.0.1', resolve));
    const job = (p: number) => ({
      product: 'ocean' as const,
      id: randomUUID(),
      event_type: 'ping',
      bodyTail: eventBodyTail({ event_type: 'ping', occurred_at: new Date().toISOString(), data: {} }),
      url: `https://localhost:${p}/`,
      signingKeys: ['00'],
    });
    const off = new DeliveryClient(resolveSettings({ dnsCacheMs: 0 }));
    const onForOther = new DeliveryClient(
      resolveSettings({ dnsCacheMs: 0, localReceiver: { port: other + 1, certPem: identity.certPem } }),
    );
    const on = new DeliveryClient(
      resolveSettings({ dnsCacheMs: 0, localReceiver: { port: other, certPem: identity.certPem } }),
    );
    try {
      for (const client of [off, onForOther])
        expect(await deliver(client, job(other))).toMatchObject({
          ok: false,
          error: expect.stringMatching(/^refused: localhost resolves to .*loopback/),
        });
      expect(await deliver(on, job(other))).toEqual({ ok: true, statusCode: 200, error: null });
    } finally {
      for (const c of [off, onForOther, on]) c.close();
      server.close();
    }
  });
});
