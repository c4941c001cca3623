// The open live connections of one process (docs/live.md): SSE streams, graphql-sse
// subscriptions and graphql-ws sockets, each held by a key (or a token minted from keys). They
// are counted per organisation and per key against the documented limits, and a revoked key's
// connections are closed at once: the accounts store announces a revocation (its NOTIFY carries
// the key's id) and every process closes what that key holds, with the reason. A stream of a
// product whose entitlement ends (announced with the organisation's id, or its expiry time
// passing) is closed the same way; the connection's other products' streams go on.
import { Gauge } from 'prom-client';
import { AppError } from './errors.js';
import { LiveClosed } from './live.js';
import type { Principal } from './context.js';
import { refusal } from './access.js';
import type { Clock } from './clock.js';
import { processMetrics } from './metrics.js';

/** Open live connections one organisation, and one key (a token counts as its presenting key), may hold in one process (Config.liveConnections). */
export interface LiveLimits {
  perOrganisation: number;
  perKey: number;
}

const liveConnectionsOpen = new Gauge({
  name: 'live_connections_open',
  help: 'Live connections open in this process (SSE streams, graphql-sse subscriptions, graphql-ws sockets)',
  labelNames: ['transport'],
  registers: [processMetrics],
});

export type Transport = 'sse' | 'graphql-sse' | 'graphql-ws';

/** A connection that carries no subscription this long (a graphql-ws socket) is closed as idle. */
const IDLE_MS = 60_000;
/** How often connections are looked over for idleness. */
const SWEEP_MS = 15_000;

/** How one stream of a connection ends, and the scopes it reads (null: the connection itself). */
interface Closer {
  close(reason: LiveClosed): void;
  scopes: readonly string[] | null;
}

/** Where the accounts' present state is read when a change may have been missed or names an organisation. */
export interface AccountsNow {
  /** An organisation's entitlements now (Standing.entitlements), or null when it is gone. */
  entitlements(orgId: string): Promise<Principal['entitlements'] | null>;
  /** Which of these key ids no longer admit anyone (revoked, or gone). */
  revokedAmong(keyIds: string[]): Promise<string[]>;
}

/** One open connection: closed by its transport when it ends, or by the registry with a reason. */
export class LiveConnection {
  private closers: Closer[] = [];
  private open = true;
  /** Why the server closed it: a stream whose closer comes later (it was still being opened) is ended with it at once. */
  private closedWith: LiveClosed | null = null;
  /** Whether it carries no subscription now (a graphql-ws socket between subscriptions); null: never idle. */
  idle: (() => boolean) | null = null;
  /** When it was first seen idle by a sweep, while it stays idle. */
  idleSince: number | null = null;

  constructor(
    /** Its caller; its entitlements follow the organisation's (an ended one ends the streams resting on it). */
    public principal: Principal,
    readonly transport: Transport,
    private readonly release: (c: LiveConnection) => void,
  ) {}

  /** The key ids the connection rests on: revoking any of them closes it. */
  get keyIds(): string[] {
    return [this.principal.keyId, ...(this.principal.alsoKeyIds ?? [])].filter((k): k is string => k !== null);
  }

  /**
   * How to end it with a reason (called once, then the connection is released); with `scopes`,
   * how to end one stream it carries, also when the caller stops holding one of those scopes.
   */
  onClose(close: (reason: LiveClosed) => void, scopes: readonly string[] | null = null): void {
    if (this.open) this.closers.push({ close, scopes });
    else if (this.closedWith) close(this.closedWith);
  }

  /** Ends the streams reading a scope the caller no longer holds (an entitlement ended or expired). */
  recheck(now: Date, entitlements: Principal['entitlements'] = this.principal.entitlements): number {
    // A caller keeps only what it held: an entitlement granted since does not reach an open stream.
    const held = Object.keys(this.principal.entitlements).filter((e) => e in entitlements);
    this.principal = {
      ...this.principal,
      entitlements: Object.fromEntries(held.map((e) => [e, entitlements[e as never]])),
    };
    const ended = this.closers.filter((c) => c.scopes?.some((s) => refusal(this.principal, s, now)));
    this.closers = this.closers.filter((c) => !ended.includes(c));
    for (const c of ended) {
      const refused = c.scopes!.map((s) => refusal(this.principal, s, now)).find((r) => r !== null)!;
      c.close(new LiveClosed('entitlement_ended', refused));
    }
    return ended.length;
  }

  /** Ends it with a reason (the server's side). */
  close(reason: LiveClosed): void {
    if (!this.open) return;
    const closers = this.closers;
    this.closedWith = reason;
    this.ended();
    for (const c of closers) c.close(reason);
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
    /** Where the accounts are read when they change (none: only the NOTIFY's key ids and expiry times are watched). */
    private readonly accountsNow: AccountsNow | null = null,
  ) {}

  /** Looks connections over for idleness every SWEEP_MS until stopped. */
  start(): void {
    this.timer = setInterval(() => this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /**
   * Closes connections idle for IDLE_MS or more (seen idle by an earlier sweep and still idle),
   * and streams whose entitlement's expiry time has passed. Answers how many.
   */
  sweep(): number {
    const at = this.clock.now();
    const now = at.getTime();
    let closed = 0;
    for (const mine of [...this.byOrganisation.values()])
      for (const c of [...mine]) {
        closed += c.recheck(at);
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
   * An accounts change (its NOTIFY payload: a revoked key's id, or an organisation's id; '' when
   * the notification connection came back and changes may have been missed): the connections
   * resting on a revoked key are closed. Answers how many it closed at once.
   */
  changed(subject: string): number {
    if (subject === '') {
      void this.resynchronise();
      return 0;
    }
    if (this.byOrganisation.has(subject)) void this.organisationChanged(subject);
    return this.closeResting(new Set([subject]));
  }

  /** Closes, as revoked, the connections resting on any of these keys. */
  private closeResting(keyIds: ReadonlySet<string>): number {
    let closed = 0;
    for (const mine of [...this.byOrganisation.values()])
      for (const c of [...mine])
        if (c.keyIds.some((k) => keyIds.has(k))) {
          c.close(new LiveClosed('revoked'));
          closed++;
        }
    return closed;
  }

  /**
   * After a gap in the notifications: every open connection's keys are read again in one
   * statement (the revoked close), and every organisation holding connections is rechecked.
   */
  private async resynchronise(): Promise<void> {
    if (!this.accountsNow) return;
    const held = new Set([...this.byOrganisation.values()].flatMap((mine) => [...mine].flatMap((c) => c.keyIds)));
    const revoked = held.size ? await this.accountsNow.revokedAmong([...held]).catch(() => null) : [];
    if (revoked === null) return; // unread: the database is still away; its next return signals again
    this.closeResting(new Set(revoked));
    for (const orgId of [...this.byOrganisation.keys()]) void this.organisationChanged(orgId);
  }

  /** An organisation's entitlements changed: its streams resting on one that ended close. One read per change. */
  private async organisationChanged(orgId: string): Promise<void> {
    if (!this.accountsNow) return;
    const entitlements = await this.accountsNow.entitlements(orgId).catch(() => undefined);
    if (entitlements === undefined) return; // unread: its expiry times are still watched by the sweep
    const now = this.clock.now();
    for (const c of [...(this.byOrganisation.get(orgId) ?? [])]) c.recheck(now, entitlements ?? {});
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
