// The webhook settings read from the environment for the secret key and the local receiver.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { webhookEnv, requireSecretKey } from '../../subgraphs/webhooks/settings.js';

describe('webhook settings', () => {
  it('reads WEBHOOK_SECRET_KEY as 32 bytes of base64, and is off without it', () => {
    const key = randomBytes(32);
    expect(webhookEnv({ WEBHOOK_SECRET_KEY: key.toString('base64') }).secretKey?.equals(key)).toBe(true);
    expect(webhookEnv({}).secretKey).toBeUndefined();
    expect(() => webhookEnv({ WEBHOOK_SECRET_KEY: 'too-short' })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(() => requireSecretKey(webhookEnv({}))).toThrow(/npm run webhooks -- secret-key/);
  });

  it('turns the local receiver on only with both its port and its certificate file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fg-local-rx-')), 'cert.pem');
    writeFileSync(file, '-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----\n');
    expect(webhookEnv({}).localReceiver).toBeUndefined();
    expect(
      webhookEnv({ WEBHOOK_LOCAL_RECEIVER_PORT: '4701', WEBHOOK_LOCAL_RECEIVER_CERT_FILE: file }).localReceiver,
    ).toEqual({ port: 4701, certPem: '-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----\n' });
    expect(() => webhookEnv({ WEBHOOK_LOCAL_RECEIVER_PORT: '4701' })).toThrow(/together, or neither/);
    expect(() => webhookEnv({ WEBHOOK_LOCAL_RECEIVER_CERT_FILE: file })).toThrow(/together, or neither/);
  });
});
