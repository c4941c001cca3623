// The sandbox carrier network's trips that follow tracking (sandbox.ts, docs/ocean-connectors.md).
// A reference someone starts tracking, or moves on with `npm run ocean -- sandbox-advance`, runs
// ahead of the sandbox schedule by an offset kept per reference (SandboxTripStore, in
// ocean.sandbox_trips): its answers are the schedule's at now + offset with every time moved back
// by the offset, so the trip is a real one, consistent with now, only earlier. Here: that state,
// the milestones a reference can be moved to, and a trip's milestones.

/** A newly tracked reference's vessel sails this long after its first answer. */
export const FRESH_TRIP_DEPARTURE_MS = 30_000;
/** The poller is told to ask again this long after a reference's next milestone. */
export const NEWS_GRACE_MS = 5_000;

/** The milestones `sandbox-advance` moves a reference to, named by the webhook event each raises. */
export const SANDBOX_MILESTONES = [
  'vessel_departed',
  'container_arrived',
  'customs_hold',
  'container_available',
  'container_delivered',
  'returned_empty',
] as const;
export type SandboxMilestone = (typeof SANDBOX_MILESTONES)[number];

/**
 * The sandbox world's state, kept in the database (ocean.sandbox_trips) so that every process
 * and every organisation tracking a reference sees the same trip.
 */
export interface SandboxTripStore {
  /**
   * How far the reference's trips run ahead of the schedule (ms); undefined: they follow the
   * schedule; null: a fresh trip, placed at the reference's next poll.
   */
  advanceOf(identifier: string): Promise<number | null | undefined>;
  setAdvance(identifier: string, advanceMs: number): Promise<void>;
  /** Marks a reference for a fresh trip unless it already has a place in the world. */
  beginFresh(identifier: string): Promise<void>;
  /** Whether what someone starts tracking starts a trip then (OCEAN_SANDBOX_FRESH_TRIPS). */
  readonly freshTrips: boolean;
}

/** A milestone of a trip on the schedule's clock. */
export interface Milestone {
  kind: SandboxMilestone | null;
  at: number;
  port: string | null;
  /** The departure from the trip's origin. */
  fromOrigin?: boolean;
}
/** A milestone `advance` made happen. */
export interface MilestoneReached {
  kind: SandboxMilestone;
  /** When it happened, as the carrier now reports it (a second before the advance). */
  at: Date;
  port: string | null;
  /** How much earlier than before the reference's trip now runs (ms). */
  advancedByMs: number;
}

/** What tripMilestones reads of a trip and its actual timeline (sandbox.ts). */
export interface TripMoments {
  /** When the trip shows: a box's empty pick-up, a B/L's or booking's booking. */
  visibleAt: number;
  /** Origin, each transshipment, destination. */
  ports: readonly string[];
  legs: readonly { dep: number; arr: number }[];
  boxes: readonly {
    emptyOut: number;
    gateIn: number;
    load: number[];
    disc: number[];
    pickUp: number;
    emptyReturn: number;
  }[];
  hold: { at: number; releasedAt: number } | null;
  issuedAt: number;
}

const DAY = 86_400_000;

/** A trip's moments, each named by the webhook event it raises (null: it changes the record only). */
export function tripMilestones(t: TripMoments): Milestone[] {
  const pod = t.ports[t.ports.length - 1]!;
  const lastDisc = Math.max(...t.boxes.map((b) => b.disc[b.disc.length - 1]!));
  const out: Milestone[] = [
    { kind: null, at: t.visibleAt, port: null },
    { kind: null, at: t.issuedAt, port: null },
    { kind: 'container_arrived', at: t.legs[t.legs.length - 1]!.arr, port: pod },
    // Available: released by customs, or with no hold a day after discharge (docs/ocean.md).
    { kind: 'container_available', at: t.hold ? t.hold.releasedAt : lastDisc + DAY, port: pod },
    { kind: 'container_delivered', at: Math.max(...t.boxes.map((b) => b.pickUp)), port: pod },
    { kind: 'returned_empty', at: Math.max(...t.boxes.map((b) => b.emptyReturn)), port: pod },
  ];
  if (t.hold) out.push({ kind: 'customs_hold', at: t.hold.at, port: pod });
  t.legs.forEach((leg, i) => {
    out.push({ kind: 'vessel_departed', at: leg.dep, port: t.ports[i]!, fromOrigin: i === 0 });
    if (i < t.legs.length - 1) out.push({ kind: null, at: leg.arr, port: t.ports[i + 1]! });
  });
  for (const b of t.boxes)
    out.push(...[b.emptyOut, b.gateIn, ...b.load, ...b.disc].map((at) => ({ kind: null, at, port: null })));
  return out;
}
