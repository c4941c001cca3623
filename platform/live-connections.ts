// The open live connections of one process (docs/live.md): SSE streams, graphql-sse
// subscriptions and graphql-ws sockets, each held by a key (or a token minted from keys). They
// are counted per organisation and per key against the documented limits, and a revoked key's
// connections are closed at once: the accounts store announces a revocation (its NOTIFY carries
// the key's id) and every process closes what that key holds, with the reason.
import { Gauge } from 'prom-client';
import { AppError } from './errors.js';
import { LiveClosed } from './live.js';
import type { Principal } from './context.js';
import type { Clock } from './clock.js';
import { processMetrics } from './metrics.js';

/** Open live connections one organisation, and one key (a token counts as its presenting key), may hold in one process (Config.liveConnections). */
export interface LiveLimits {
  perOrganisation: number;
  perKey: number;
}

export const liveConnectionsOpen = new Gauge({
  name: 'live_connections_open',
  help: 'Live connections open in this process (SSE streams, graphql-sse subscriptions, graphql-ws sockets)',
  labelNames: ['transport'],
  registers: [processMetrics],
});

export type Transport = 'sse' | 'graphql-sse' | 'graphql-ws';

/** A connection that carries no subscription this long (a graphql-ws socket) is closed as idle. */
export const IDLE_MS = 60_000;
/** How often connections are looked over for idleness. */
const SWEEP_MS = 15_000;

/** One open connection: closed by its transport when it ends, or by the registry with a reason. */
export class LiveConnection {
  private closers: ((reason: LiveClosed) => void)[] = [];
  private open = true;
  /** Whether it carries no subscription now (a graphql-ws socket between subscriptions); null: never idle. */
  idle: (() => boolean) | null = null;
  /** When it was first seen idle by a sweep, while it stays idle. */
  idleSince: number | null = null;

  constructor(
    readonly principal: Principal,
    readonly transport: Transport,
    private readonly release: (c: LiveConnection) => void,
  ) {}

  /** The key ids the connection rests on: revoking any of them closes it. */
  get keyIds(): string[] {
    return [this.principal.keyId, ...(this.principal.alsoKeyIds ?? [])].filter((k): k is string => k !== null);
  }

  /** How to end it with a reason (called once, then the connection is released). */
  onClose(close: (reason: LiveClosed) => void): void {
    if (this.open) this.closers.push(close);
  }

  /** Ends it with a reason (the server's side). */
  close(reason: LiveClosed): void {
    if (!this.open) return;
    const closers = this.closers;
    this.ended();
    for (const close of closers) close(reason);
  }

  /** The transport's side: the client left or the stream ended. */
  ended(): void {
    if (!this.open) return;
    this.open = false;
    this.closers = [];
    this.release(this);
  }
}

export class LiveConnections {
  private readonly byOrganisation = new Map<string, Set<LiveConnection>>();
  private readonly byKey = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly limits: LiveLimits,
    private readonly clock: Clock,
  ) {}

  /** Looks connections over for idleness every SWEEP_MS until stopped. */
  start(): void {
    this.timer = setInterval(() => this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Closes connections idle for IDLE_MS or more (seen idle by an earlier sweep and still idle). Answers how many. */
  sweep(): number {
    const now = this.clock.now().getTime();
    let closed = 0;
    for (const mine of [...this.byOrganisation.values()])
      for (const c of [...mine]) {
        if (!c.idle?.()) c.idleSince = null;
        else if (c.idleSince === null) c.idleSince = now;
        else if (now - c.idleSince >= IDLE_MS) {
          c.close(new LiveClosed('idle'));
          closed++;
        }
      }
    return closed;
  }

  /** Admits a connection for the caller, or refuses it (TOO_MANY_STREAMS, naming the limit). */
  open(principal: Principal, transport: Transport): LiveConnection {
    const mine = this.byOrganisation.get(principal.orgId) ?? new Set<LiveConnection>();
    if (mine.size >= this.limits.perOrganisation) throw tooMany('organisation', this.limits.perOrganisation);
    const key = principal.keyId;
    if (key && (this.byKey.get(key) ?? 0) >= this.limits.perKey) throw tooMany('key', this.limits.perKey);
    const c = new LiveConnection(principal, transport, (x) => this.release(x));
    this.byOrganisation.set(principal.orgId, mine.add(c));
    if (key) this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
    liveConnectionsOpen.inc({ transport });
    return c;
  }

  private release(c: LiveConnection): void {
    const mine = this.byOrganisation.get(c.principal.orgId);
    mine?.delete(c);
    if (mine?.size === 0) this.byOrganisation.delete(c.principal.orgId);
    const key = c.principal.keyId;
    if (key) {
      const left = (this.byKey.get(key) ?? 1) - 1;
      if (left) this.byKey.set(key, left);
      else this.byKey.delete(key);
    }
    liveConnectionsOpen.dec({ transport: c.transport });
  }

  /**
   * An accounts change (its NOTIFY payload: a revoked key's id, or an organisation's id): the
   * connections resting on a revoked key are closed. Answers how many.
   */
  changed(subject: string): number {
    let closed = 0;
    for (const mine of [...this.byOrganisation.values()])
      for (const c of [...mine])
        if (c.keyIds.includes(subject)) {
          c.close(new LiveClosed('revoked'));
          closed++;
        }
    return closed;
  }

  /** Open connections of an organisation (tests, the bench). */
  count(orgId: string): number {
    return this.byOrganisation.get(orgId)?.size ?? 0;
  }
}

/** A connection past a limit: 429 TOO_MANY_STREAMS, its message naming the limit. */
export class LimitRefusal extends AppError {
  constructor(
    readonly limit: string,
    readonly max: number,
    per: string,
  ) {
    super(
      'TOO_MANY_STREAMS',
      `too many live connections open for this ${per}: ${limit} is ${max} (docs/live.md, Limits); close one and retry`,
      { status: 429 },
    );
  }
}

const tooMany = (per: 'organisation' | 'key', max: number): LimitRefusal =>
  new LimitRefusal(`live_connections_per_${per}`, max, per);
