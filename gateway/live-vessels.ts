// Subscription.vessel_positions(imos) (docs/live.md): the latest position of each vessel named,
// then each new fix of one of them. Read as the query vessel_positions(imos) reads them, through
// the gateway's executor with the caller's principal (the same scopes, and only vessels the
// organisation follows). New fixes are heard on the process's one LISTEN (platform/live-vessels.ts),
// not from the event stream: a fix is no organisation's event. Subscribers of one organisation
// with one selection, scopes and vessels share one read per announcement.
import type { GraphQLResolveInfo } from 'graphql';
import { print } from 'graphql';
import { LiveClosed } from '../platform/live.js';
import type { VesselFixes } from '../platform/live-vessels.js';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { mark, recordQuery, recordVariable, type RecordPayload, type SharedReads } from './live-records.js';

/** The subscription, added when the API schema has the query it mirrors. */
export const VESSELS_SDL = `
extend type Subscription {
  """
  The latest position of each vessel named (one result per vessel with a fix), then each new fix
  of one of them, read as the query vessel_positions(imos) reads them: ocean:read, and each IMO
  one the organisation follows (else NOT_FOUND naming it). Ends with NOT_FOUND when a vessel it
  names gets a new fix after the organisation stopped following it. See docs/live.md.
  """
  vessel_positions(imos: [String!]!): VesselPosition!
}
`;

export const hasVesselsQuery = (queryType: { getFields(): Record<string, { type: unknown }> } | null | undefined) =>
  String(queryType?.getFields().vessel_positions?.type) === '[VesselPosition]!';

type Positions = (Record<string, unknown> | null)[];

/**
 * The positions now, then those of each announcement naming the vessels. Announcements heard
 * while the consumer is busy are merged (a position is a state: the latest read is what it
 * needs), so a slow consumer holds at most one pending read of its own vessels.
 */
export class VesselUpdates implements AsyncIterableIterator<RecordPayload> {
  private readonly ready: Record<string, unknown>[];
  private readonly pending = new Set<string>();
  private heard = 0;
  private wake: (() => void) | null = null;
  private ended: LiveClosed | null = null;
  private done = false;
  unwatch: () => void = () => undefined;

  constructor(
    first: Positions,
    /** The vessels' positions after the announcement numbered `heard`; NOT_FOUND when one is no longer followed. */
    private readonly readAfter: (imos: string[], heard: number) => Promise<Positions>,
  ) {
    this.ready = first.filter((p) => p !== null).map((p) => mark(p) as Record<string, unknown>);
  }

  /** An announcement naming some of the vessels. */
  fixed(imos: readonly string[], heard: number): void {
    for (const imo of imos) this.pending.add(imo);
    this.heard = heard;
    this.wake?.();
  }

  /** Ends it from the server's side (revoked, shutdown): the consumer's next read throws the reason. */
  end(reason: LiveClosed): void {
    this.ended ??= reason;
    this.wake?.();
  }

  async next(): Promise<IteratorResult<RecordPayload>> {
    for (;;) {
      const value = this.ready.shift();
      if (value) return { value, done: false };
      if (this.done) return { value: undefined, done: true };
      if (this.ended) {
        this.close();
        throw this.ended;
      }
      if (this.pending.size) {
        const imos = [...this.pending].sort();
        this.pending.clear();
        try {
          for (const p of await this.readAfter(imos, this.heard))
            if (p) this.ready.push(mark(p) as Record<string, unknown>);
        } catch (e) {
          if (!(e instanceof AppError && e.code === 'NOT_FOUND')) throw e;
          this.close(); // a vessel no longer followed: said once, then the subscription ends
          return { value: e, done: false };
        }
        continue;
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }

  close(): void {
    this.done = true;
    this.unwatch();
    this.wake?.();
  }

  return(): Promise<IteratorResult<RecordPayload>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** Starts listening for the vessels' fixes first, then reads them: no fix falls between. */
export async function subscribeVessels(
  imos: readonly string[],
  principal: Principal,
  info: GraphQLResolveInfo,
  o: { fixes: VesselFixes; reads: SharedReads },
): Promise<VesselUpdates> {
  const query = print(recordQuery(info, 'vessel_positions', { name: 'imos', type: '[String!]!' }));
  const variables = (asked: readonly string[]) => ({ ...info.variableValues, [recordVariable('imos')]: asked });
  let updates: VesselUpdates | null = null;
  const heard: [readonly string[], number][] = [];
  const unwatch = await o.fixes.watch(new Set(imos), (named, n) =>
    updates ? updates.fixed(named, n) : heard.push([named, n]),
  );
  try {
    const first = (await o.reads.now(query, variables(imos), principal)) as unknown as Positions;
    updates = new VesselUpdates(first, async (asked, n) => {
      const read = await o.reads.get(`fix-${n}`, query, variables(asked), principal);
      return read as unknown as Positions;
    });
  } catch (e) {
    unwatch();
    throw e;
  }
  updates.unwatch = unwatch;
  for (const [named, n] of heard) updates.fixed(named, n); // heard while the first read ran
  return updates;
}
