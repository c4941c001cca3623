// Shared pieces of the ocean tests: container numbers with valid check digits, and a scripted
// carrier — a local DCSA Track & Trace server (real HTTP) whose events a test sets step by
// step, answered through the real DCSA client, so a test decides exactly what the carrier says.
import { randomUUID } from 'node:crypto';
import type { TestSystem } from './harness.js';
import { containerCheckDigit } from '../../subgraphs/ocean/decide/reference-numbers.js';
import { DcsaCarrierConnector, carrierEventToDcsa } from '../../subgraphs/ocean/connectors/dcsa.js';
import { startDcsaTestServer, type DcsaTestServer } from './dcsa-test-server.js';
import type { CarrierConnector, CarrierEvent, TrackingSnapshot } from '../../subgraphs/ocean/connectors/types.js';
import { overrideFeeds } from '../../subgraphs/ocean/connectors/feeds.js';
import { SHIPMENT_EVENT_CODES } from '../../rest-adapter/ocean-feed.js';

/** A valid ISO 6346 number from an owner code (4 letters) and a serial (up to 6 digits). */
export function boxNumber(owner: string, serial: number): string {
  const head = `${owner}${String(serial).padStart(6, '0')}`;
  return `${head}${containerCheckDigit(head)}`;
}

/** The same number with a wrong check digit. */
export function wrongDigit(n: string): string {
  return `${n.slice(0, 10)}${(Number(n[10]) + 1) % 10}`;
}

export interface EventSpec {
  code: string;
  at: string;
  classifier?: 'ACT' | 'EST' | 'PLN';
  port?: string | null;
  box?: string | null;
  vessel?: { imo: string; name: string } | null;
  voyage?: string | null;
  empty?: 'EMPTY' | 'LADEN' | null;
  remark?: string | null;
  facility?: string | null;
  mode?: 'VESSEL' | 'RAIL' | 'TRUCK' | 'BARGE' | null;
}

const TRANSPORT = new Set(['ARRI', 'DEPA']);
const SHIPMENT = new Set<string>(SHIPMENT_EVENT_CODES);

export function carrierEvent(s: EventSpec): CarrierEvent {
  const eventType = TRANSPORT.has(s.code) ? 'TRANSPORT' : SHIPMENT.has(s.code) ? 'SHIPMENT' : 'EQUIPMENT';
  return {
    eventId: randomUUID(),
    eventType,
    code: s.code,
    classifier: s.classifier ?? 'ACT',
    eventDateTime: new Date(s.at).toISOString().replace(/\.000Z$/, 'Z'),
    unlocode: s.port ?? null,
    facilityName: s.facility ?? null,
    vesselImo: s.vessel?.imo ?? null,
    vesselName: s.vessel?.name ?? null,
    voyage: s.voyage ?? null,
    modeOfTransport: s.mode ?? (eventType === 'SHIPMENT' ? null : s.vessel ? 'VESSEL' : null),
    equipmentReference: eventType === 'EQUIPMENT' ? (s.box ?? null) : null,
    emptyIndicator: eventType === 'EQUIPMENT' ? (s.empty ?? 'LADEN') : null,
    remark: s.remark ?? null,
  };
}

export interface ScriptedCarrier {
  server: DcsaTestServer;
  connector: CarrierConnector;
  /** What the carrier publishes from now on for these documents. */
  publish(events: EventSpec[]): void;
  close(): Promise<void>;
}

/**
 * Routes every carrier call of this system to a local DCSA server. Events carry the B/L and
 * booking given, so the server relates a box's transport and shipment events to it.
 */
export async function scriptedCarrier(
  sys: TestSystem,
  opts: { scac?: string; billOfLading: string; booking?: string; iso?: string },
): Promise<ScriptedCarrier> {
  const server = await startDcsaTestServer();
  const connector = new DcsaCarrierConnector({ scac: opts.scac ?? 'MAEU', baseUrl: server.baseUrl, timeoutMs: 5000 });
  overrideFeeds(sys.services, { connectorFor: () => connector });
  return {
    server,
    connector,
    publish(events) {
      server.setEvents(
        events.map((s) =>
          carrierEventToDcsa(carrierEvent(s), {
            billOfLading: opts.billOfLading,
            booking: opts.booking ?? null,
            isoEquipmentCode: s.box ? (opts.iso ?? '45G1') : null,
            createdAt: new Date(s.at).toISOString(),
          }),
        ),
      );
    },
    async close() {
      overrideFeeds(sys.services, null);
      await server.close();
    },
  };
}

/**
 * A carrier connector that answers the events the test sets (our own interface: what a poll
 * applies), for one box between Shanghai and Rotterdam, related to the documents given.
 */
export class SaysCarrier implements CarrierConnector {
  readonly kind = 'dcsa' as const;
  constructor(
    private readonly box: string,
    public events: CarrierEvent[] = [],
    private readonly documents: { billOfLading: string | null; booking: string | null } = {
      billOfLading: null,
      booking: null,
    },
  ) {}
  async register(): Promise<void> {}
  async poll(): Promise<TrackingSnapshot> {
    return {
      carrierScac: 'MAEU',
      found: true,
      containers: [{ number: this.box, isoTypeCode: '45G1' }],
      ...this.documents,
      originUnlocode: 'CNSHA',
      destinationUnlocode: 'NLRTM',
      routePorts: ['CNSHA', 'NLRTM'],
      events: this.events,
    };
  }
}

export const VESSEL_A = { imo: '9778791', name: 'MADRID MAERSK' };
export const VESSEL_B = { imo: '9321483', name: 'EMMA MAERSK' };
