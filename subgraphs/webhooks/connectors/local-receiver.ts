// The local development receiver (`npm run webhooks -- listen`): a certificate for localhost that
// `npm start` makes for its run and trusts for that receiver's origin only, and that the listen
// command serves. Kept under node_modules/.cache (per checkout, never committed), where both find
// it by port. Made with the openssl CLI, as Node cannot issue certificates itself.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The listener's port unless WEBHOOK_LOCAL_RECEIVER_PORT says otherwise (after the hosts' 4000–4600). */
export const LOCAL_RECEIVER_DEFAULT_PORT = 4700;

/** The names the certificate is for, and the only hosts the local receiver's origin matches. */
export const LOCAL_RECEIVER_HOSTS = ['localhost', '127.0.0.1', '::1'];

export interface LocalReceiverIdentity {
  dir: string;
  certPem: string;
  keyPem: string;
}

const localReceiverDir = (port: number, root = process.cwd()): string =>
  resolve(root, 'node_modules', '.cache', 'freightgraph', `webhooks-listen-${port}`);

/** A fresh key and self-signed certificate for localhost, 127.0.0.1 and ::1 (valid 30 days), written for the listener. */
export function makeLocalReceiverIdentity(port: number, root?: string): LocalReceiverIdentity {
  const dir = localReceiverDir(port, root);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  chmodSync(join(dir, 'key.pem'), 0o600);
  return readLocalReceiverIdentity(port, root);
}

/** What `npm start` made for the port; throws saying what to do when there is none. */
export function readLocalReceiverIdentity(port: number, root?: string): LocalReceiverIdentity {
  const dir = localReceiverDir(port, root);
  try {
    return {
      dir,
      certPem: readFileSync(join(dir, 'cert.pem'), 'utf8'),
      keyPem: readFileSync(join(dir, 'key.pem'), 'utf8'),
    };
  } catch {
    throw new Error(
      `no local receiver certificate for port ${port} in ${dir}: start the server with \`npm start\` in this checkout first (it makes one, and trusts it, for its run)`,
    );
  }
}
