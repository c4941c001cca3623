// A client of the DCSA Track & Trace 2.2 events API (GET {baseUrl}/events), one per carrier.
// Reference: test/fixtures/dcsa-tnt/tnt_v2.2.0.yaml (DCSA's OpenAPI document, Apache 2.0).
// `baseUrl` is the API root including the version segment, e.g.
// https://api.carrier.example/track-and-trace/v2 (the spec's path is /v2/events under server "/").
//  - the reference selects the filter: equipmentReference (container), transportDocumentReference
//    (bill of lading) or carrierBookingReference (booking); `limit` per page;
//  - pages (dcsa-paging.ts): Next-Page as a cursor token or a link, told apart as the spec's
//    values allow; links followed only on the configured origin and base path; a failed later
//    page retried, then the pages read kept with a warning;
//  - credentials from the carrier's config: an API key in a header (name configurable, carriers
//    differ) and/or an OAuth bearer token, only ever sent to the configured origin;
//  - the first page's time-out, network error, non-2xx answer or body that is not an event array
//    becomes ConnectorError (retryable unless the carrier refused our credentials or our
//    request); 404 means the carrier does not know the reference (found = false);
//  - events (dcsa-event.ts, dcsa-milestones.ts): each checked alone (dates, UN/LOCODEs against
//    the reference ports), republications of a milestone collapsed to the best one.
// What was dropped or doubted is the snapshot's `warnings` (logged), and every answer counts once
// in connector_messages_total{connector="dcsa-tnt", result=ok|partial|rejected}.
import { ConnectorError, type CarrierConnector, type Reference, type TrackingSnapshot } from './types.js';
import { normaliseIdentifier } from '../decide/reference-numbers.js';
import { connectorMessages } from '../../../platform/metrics.js';
import { logger } from '../../../platform/logger.js';
import type { DcsaCarrierConfig } from './dcsa-wire.js';
import { shippedPorts, type PortLookup } from './dcsa-values.js';
import { fetchDcsaPages } from './dcsa-paging.js';
import { buildSnapshotParts } from './dcsa-milestones.js';

export type { DcsaCarrierConfig, DcsaEvent } from './dcsa-wire.js';
export { carrierEventToDcsa } from './dcsa-encode.js';

export interface DcsaClientOptions {
  /** The reference ports (default: the shipped table's seed). */
  ports?: PortLookup;
  /** Where warnings are logged (default: the platform logger). */
  log?: { warn(obj: object, msg: string): void };
}

/** At most this many warnings per answer are kept (an answer of 10,000 bad events is one problem). */
const MAX_WARNINGS = 50;
const capped = (w: string[]) =>
  w.length <= MAX_WARNINGS ? w : [...w.slice(0, MAX_WARNINGS - 1), `and ${w.length - MAX_WARNINGS + 1} more warnings`];

const FILTER: Record<Reference['identifierType'], string> = {
  container_id: 'equipmentReference',
  bill_of_lading: 'transportDocumentReference',
  booking: 'carrierBookingReference',
};

export class DcsaCarrierConnector implements CarrierConnector {
  readonly kind = 'dcsa' as const;
  constructor(
    readonly config: DcsaCarrierConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly options: DcsaClientOptions = {},
  ) {}

  /**
   * Polling GET /events needs no subscription. (DCSA's push subscriptions need a public
   * callback URL and a shared secret; not used here.)
   */
  async register(_ref: Reference): Promise<void> {}

  async poll(ref: Reference): Promise<TrackingSnapshot> {
    let snapshot: TrackingSnapshot;
    try {
      snapshot = await this.read(ref);
    } catch (e) {
      connectorMessages.inc({ connector: 'dcsa-tnt', result: 'rejected' });
      throw e instanceof ConnectorError ? e : new ConnectorError(`DCSA ${this.config.scac}: ${(e as Error).message}`);
    }
    const warnings = snapshot.warnings ?? [];
    connectorMessages.inc({ connector: 'dcsa-tnt', result: warnings.length ? 'partial' : 'ok' });
    if (warnings.length)
      (this.options.log ?? logger).warn(
        { connector: 'dcsa-tnt', carrier: this.config.scac, reference: ref.identifier, warnings },
        'DCSA answer read in part',
      );
    return snapshot;
  }

  private async read(ref: Reference): Promise<TrackingSnapshot> {
    const scac = this.config.scac;
    const pages = await fetchDcsaPages(this.config, this.fetchImpl, [
      FILTER[ref.identifierType],
      normaliseIdentifier(ref.identifier),
    ]);
    const warnings = new Set(pages.warnings);
    const ctx = { ports: this.options.ports ?? shippedPorts, warn: (m: string) => void warnings.add(m) };
    const parts = pages.events ? buildSnapshotParts(scac, ref, pages.events, ctx) : null;
    if (pages.events?.length && !parts?.events.length)
      throw new ConnectorError(`DCSA ${scac}: no event of the answer could be read (${[...warnings][0]})`);
    const found = !!parts && parts.events.length > 0;
    const routePorts = parts?.routePorts ?? [];
    return {
      carrierScac: scac,
      found,
      containers: found ? parts.containers : [],
      billOfLading: parts?.billOfLading ?? null,
      booking: parts?.booking ?? null,
      originUnlocode: routePorts[0] ?? null,
      destinationUnlocode: routePorts.length > 1 ? routePorts[routePorts.length - 1]! : null,
      routePorts,
      events: parts?.events ?? [],
      ...(warnings.size ? { warnings: capped([...warnings]) } : {}),
    };
  }
}
