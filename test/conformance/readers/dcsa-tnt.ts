// DCSA Track & Trace 2.2 answers through the project's own client (DcsaCarrierConnector) over
// real HTTP: a local server serves the sample (test/support/dcsa-test-server.ts, scripted) and
// the client polls it with an API key and a bearer token, as configured for a real carrier.
//
// A sample is either an event array as published (served as the only page), or an exchange:
//   { "reference"?: {identifier, identifierType}, "config"?: {timeoutMs, pageSize, pageAttempts, maxPages},
//     "pages": { "first" | "cursor:<token>" | "path:<path?query>": answer | [answer, …] } }
// with answer = { status?, headers?, body?, hang? }; in headers, {origin} is the carrier's
// origin and {other} another origin's, whose requests are counted (foreignRequests).
//
// The answer, in a plain shape: the snapshot's fields, each event's, the warnings, how many
// requests the carrier got, and what connector_messages_total counted (result).
import type { Reader } from './reader.js';
import { DcsaCarrierConnector } from '../../../subgraphs/ocean/connectors/dcsa.js';
import type { Reference } from '../../../subgraphs/ocean/connectors/types.js';
import { connectorMessages } from '../../../platform/metrics.js';
import { startScriptedDcsaServer, type DcsaScript, type ScriptedDcsaServer } from '../../support/dcsa-test-server.js';

interface Exchange {
  reference?: Pick<Reference, 'identifier' | 'identifierType'>;
  config?: { timeoutMs?: number; pageSize?: number; pageAttempts?: number; maxPages?: number };
  pages: DcsaScript;
}

const KEY = 'corpus-api-key';
const TOKEN = 'corpus-bearer-token';

let server: Promise<ScriptedDcsaServer> | null = null;

async function counted(): Promise<Record<string, number>> {
  const got = await connectorMessages.get();
  const out: Record<string, number> = {};
  for (const v of got.values) if (v.labels.connector === 'dcsa-tnt') out[String(v.labels.result)] = v.value;
  return out;
}

/** The result connector_messages_total counted for this answer (exactly one, or a list). */
function resultOf(before: Record<string, number>, after: Record<string, number>): string | string[] {
  const moved = Object.keys(after).flatMap((k) => Array(after[k]! - (before[k] ?? 0)).fill(k) as string[]);
  return moved.length === 1 ? moved[0]! : moved;
}

export const dcsaTnt: Reader = {
  standard: 'dcsa-tnt',
  via: 'DcsaCarrierConnector over HTTP (scripted local server)',
  async read(text) {
    const sample = JSON.parse(text) as unknown;
    const exchange: Exchange = Array.isArray(sample) ? { pages: { first: { body: sample } } } : (sample as Exchange);
    server ??= startScriptedDcsaServer();
    const s = await server;
    s.setScript(exchange.pages);
    const client = new DcsaCarrierConnector(
      {
        scac: 'DCSA',
        baseUrl: s.baseUrl,
        apiKey: KEY,
        bearerToken: TOKEN,
        timeoutMs: exchange.config?.timeoutMs ?? 5_000,
        pageSize: exchange.config?.pageSize ?? 100,
        pageAttempts: exchange.config?.pageAttempts,
        maxPages: exchange.config?.maxPages,
      },
      fetch,
      { log: { warn: () => {} } },
    );
    const ref: Reference = {
      identifier: exchange.reference?.identifier ?? 'ABC123123123',
      identifierType: exchange.reference?.identifierType ?? 'bill_of_lading',
      carrierScac: 'DCSA',
    };
    const before = await counted();
    const common = () => ({
      requests: s.requests.length,
      foreignRequests: s.foreign.length,
      credentialsSentElsewhere: s.foreign.some((r) => r.headers['api-key'] === KEY || !!r.headers.authorization),
    });
    try {
      const snap = await client.poll(ref);
      return {
        found: snap.found,
        billOfLading: snap.billOfLading,
        booking: snap.booking,
        containers: snap.containers.map((c) => c.number),
        routePorts: snap.routePorts,
        events: snap.events.map((e) => ({
          eventType: e.eventType,
          code: e.code,
          classifier: e.classifier,
          eventDateTime: e.eventDateTime,
          unlocode: e.unlocode,
          facilityName: e.facilityName,
          facilityCode: e.facilityCode ?? null,
          facilityCodeListProvider: e.facilityCodeListProvider ?? null,
          vesselImo: e.vesselImo,
          voyage: e.voyage,
          equipmentReference: e.equipmentReference,
          emptyIndicator: e.emptyIndicator,
          remark: e.remark,
          documentTypeCode: e.documentTypeCode ?? null,
          documentId: e.documentId ?? null,
          documentReferences: e.documentReferences ?? [],
          delayReasonCode: e.delayReasonCode ?? null,
        })),
        warnings: snap.warnings ?? [],
        warningCount: snap.warnings?.length ?? 0,
        result: resultOf(before, await counted()),
        ...common(),
      };
    } catch (e) {
      return { error: (e as Error).message, result: resultOf(before, await counted()), ...common() };
    }
  },
  async close() {
    const s = server;
    server = null;
    await (await s)?.close();
  },
};
