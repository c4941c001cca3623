// Every tunable of the webhook delivery engine: defaults here, the environment's values parsed
// here by the module's settings parser (services.config.webhooks), overridable programmatically
// (tests, bench).
import { readFileSync } from 'node:fs';
import { optionalEnvInt, optionalEnvNumber } from '../../platform/env.js';
import { SECRET_KEY_HELP, parseSecretKey } from './decide/signing.js';

declare module '../../platform/config.js' {
  interface ModuleSettings {
    /** The webhook engine's settings given in the environment, over its defaults. */
    webhooks: Partial<WebhookSettings>;
  }
}

export interface WebhookSettings {
  /** How often the sweeper looks for due deliveries and unfanned events (default 30 s). */
  sweepMs: number;
  /** Whole-attempt deadline: connect, TLS, request, answer headers (docs/webhooks.md: 10 s). */
  timeoutMs: number;
  /** How long an endpoint lease lasts unless renewed; then another dispatcher may take it over. */
  leaseMs: number;
  /** An endpoint is handed back after this long, so that endpoints with backlogs take turns. */
  turnMs: number;
  /** CIDRs that may be delivered to although private, loopback or link-local (tests, on-prem). */
  allowPrivate: string[];
  /** Extra trusted CA certificates (PEM), added to Node's root store. */
  caPem: string | null;
  /** Delay before attempt n+2 after attempt n+1 failed; its length + 1 is the number of attempts. */
  retryDelaysMs: number[];
  /** Each delay is multiplied by a random factor in [1 - jitter, 1 + jitter]. */
  jitter: number;
  /** Auto-disable: at least this many consecutive failures … */
  disableAfterFailures: number;
  /** … and every attempt failing for at least this long. */
  disableAfterMs: number;
  /** Concurrent attempts (HTTP requests) per dispatcher process (its delivery thread). */
  maxInFlight: number;
  /** Concurrent attempts per endpoint (only its lease holder sends to it). */
  perEndpoint: number;
  /**
   * Concurrent attempts per organisation per dispatcher process, its endpoints together; it also
   * bounds how many of its endpoints a dispatcher leases at once (perOrganisation / perEndpoint,
   * twice over). One organisation's dead or slow receivers then hold only its own share, never
   * every slot and lease that others' deliveries need.
   */
  perOrganisation: number;
  /**
   * Deliveries read ahead, so that an attempt starts the moment a slot frees instead of after a
   * database round trip: at most perEndpoint × claimAhead per leased endpoint (waiting, running,
   * or finished and not yet recorded).
   */
  claimAhead: number;
  /** Bytes of a receiver's answer read at most; the connection is dropped beyond. */
  maxResponseBytes: number;
  /** Outbox events fanned out per statement. */
  fanOutBatch: number;
  /** How long a DNS answer is reused (each use is checked against the address policy again). */
  dnsCacheMs: number;
  /** Finished deliveries (delivered, dead) and fanned-out outbox rows older than this are pruned. */
  retentionMs: number;
  /**
   * WEBHOOK_SECRET_KEY: the key endpoints' signing keys are sealed with (signing.ts). It lives
   * outside the database, so reading the database is not enough to sign deliveries. Null: not
   * configured (one-process mode then makes one for its run; the other processes refuse to start).
   */
  secretKey: Buffer | null;
  /** The secret key was made for this run (not configured): what it seals is lost at exit. */
  secretKeyOfRun: boolean;
  /**
   * A local development receiver (npm run webhooks -- listen): https://localhost:<port> (or
   * 127.0.0.1, ::1) may be delivered to although loopback, trusting exactly this certificate, and
   * only for that origin. Null (the default): off; `npm start` turns it on for its own listener.
   */
  localReceiver: { port: number; certPem: string } | null;
}

const MIN = 60_000;
const HOUR = 60 * MIN;

/** 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h: 9 attempts over about 23 hours. */
export const DEFAULT_RETRY_DELAYS_MS = [30_000, 2 * MIN, 10 * MIN, 30 * MIN, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR];

export const DEFAULT_SETTINGS: WebhookSettings = {
  sweepMs: 30_000,
  timeoutMs: 10_000,
  leaseMs: 60_000,
  turnMs: 10_000,
  allowPrivate: [],
  caPem: null,
  retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
  jitter: 0.2,
  disableAfterFailures: 20,
  disableAfterMs: 72 * HOUR,
  maxInFlight: 64,
  perEndpoint: 8,
  perOrganisation: 16,
  claimAhead: 16,
  maxResponseBytes: 64 * 1024,
  fanOutBatch: 500,
  dnsCacheMs: 30_000,
  retentionMs: 30 * 24 * HOUR,
  secretKey: null,
  secretKeyOfRun: false,
  localReceiver: null,
};

/**
 * WEBHOOK_SWEEP_MS, WEBHOOK_TIMEOUT_MS, WEBHOOK_LEASE_MS, WEBHOOK_ALLOW_PRIVATE (comma-separated
 * CIDRs), WEBHOOK_CA_FILE (PEM file), WEBHOOK_RETRY_SCALE (multiplies the ladder, e.g. 0.001 in a
 * staging run), WEBHOOK_MAX_IN_FLIGHT, WEBHOOK_PER_ENDPOINT, WEBHOOK_PER_ORGANISATION, WEBHOOK_SECRET_KEY (32 bytes, base64),
 * WEBHOOK_LOCAL_RECEIVER_PORT with WEBHOOK_LOCAL_RECEIVER_CERT_FILE (both or neither).
 */
export function webhookEnv(env: NodeJS.ProcessEnv): Partial<WebhookSettings> {
  const o: Partial<WebhookSettings> = {};
  const sweep = optionalEnvInt('WEBHOOK_SWEEP_MS', env);
  if (sweep !== undefined) o.sweepMs = sweep;
  const timeout = optionalEnvInt('WEBHOOK_TIMEOUT_MS', env);
  if (timeout !== undefined) o.timeoutMs = timeout;
  const lease = optionalEnvInt('WEBHOOK_LEASE_MS', env);
  if (lease !== undefined) o.leaseMs = lease;
  if (env.WEBHOOK_ALLOW_PRIVATE)
    o.allowPrivate = env.WEBHOOK_ALLOW_PRIVATE.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (env.WEBHOOK_CA_FILE) o.caPem = readFileSync(env.WEBHOOK_CA_FILE, 'utf8');
  const scale = optionalEnvNumber('WEBHOOK_RETRY_SCALE', env);
  if (scale !== undefined) o.retryDelaysMs = DEFAULT_RETRY_DELAYS_MS.map((d) => Math.max(1, Math.round(d * scale)));
  const inFlight = optionalEnvInt('WEBHOOK_MAX_IN_FLIGHT', env);
  if (inFlight !== undefined) o.maxInFlight = inFlight;
  const per = optionalEnvInt('WEBHOOK_PER_ENDPOINT', env);
  if (per !== undefined) o.perEndpoint = per;
  const perOrganisation = optionalEnvInt('WEBHOOK_PER_ORGANISATION', env);
  if (perOrganisation !== undefined) o.perOrganisation = perOrganisation;
  if (env.WEBHOOK_SECRET_KEY) o.secretKey = parseSecretKey(env.WEBHOOK_SECRET_KEY);
  const localPort = optionalEnvInt('WEBHOOK_LOCAL_RECEIVER_PORT', env);
  if ((localPort === undefined) !== !env.WEBHOOK_LOCAL_RECEIVER_CERT_FILE)
    throw new Error(
      'config: set WEBHOOK_LOCAL_RECEIVER_PORT and WEBHOOK_LOCAL_RECEIVER_CERT_FILE together, or neither',
    );
  if (localPort !== undefined)
    o.localReceiver = { port: localPort, certPem: readFileSync(env.WEBHOOK_LOCAL_RECEIVER_CERT_FILE!, 'utf8') };
  return o;
}

/** Defaults plus overrides, validated. */
export function resolveSettings(overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  const s: WebhookSettings = { ...DEFAULT_SETTINGS, ...overrides };
  if (s.timeoutMs < 1) throw new Error('webhooks: timeoutMs must be at least 1 ms');
  // A lease is renewed when half of it is left, and an attempt is started only if it cannot
  // outlive the lease (see dispatcher.ts): the half must be longer than an attempt can take.
  if (overrides.leaseMs === undefined) s.leaseMs = Math.max(DEFAULT_SETTINGS.leaseMs, 4 * s.timeoutMs + 10_000);
  if (s.leaseMs <= s.timeoutMs * 2 + 2000) throw new Error('webhooks: leaseMs must exceed twice timeoutMs plus 2 s');
  if (s.maxInFlight < 1 || s.perEndpoint < 1 || s.perOrganisation < 1 || s.claimAhead < 1)
    throw new Error('webhooks: maxInFlight, perEndpoint, perOrganisation and claimAhead must be at least 1');
  if (s.retryDelaysMs.some((d) => !(d >= 1))) throw new Error('webhooks: every retry delay must be at least 1 ms');
  if (s.jitter < 0 || s.jitter >= 1) throw new Error('webhooks: jitter must be in [0, 1)');
  return s;
}

/**
 * The key that seals endpoints' signing keys. Asked for at the start of every process that seals
 * or opens one (the webhooks subgraph, the workers), so a process without it refuses to start.
 */
export function requireSecretKey(s: { secretKey?: Buffer | null }): Buffer {
  if (!s.secretKey) throw new Error(`no webhook secret key configured (WEBHOOK_SECRET_KEY): ${SECRET_KEY_HELP}`);
  return s.secretKey;
}

/** Attempts a delivery gets before it is dead. */
export const maxAttempts = (s: WebhookSettings): number => s.retryDelaysMs.length + 1;

/** Delay after the given (1-based) failed attempt, jittered; null when the ladder is exhausted. */
export function retryDelay(s: WebhookSettings, attempt: number, random: () => number = Math.random): number | null {
  const base = s.retryDelaysMs[attempt - 1];
  if (base === undefined) return null;
  const factor = 1 + s.jitter * (2 * random() - 1);
  return Math.max(1, Math.round(base * factor));
}
