// Entry point of the ocean connectors: which carrier connector answers for a SCAC and which
// vessel-position feed to use. services.sandbox (true in the embedded default and tests)
// selects the deterministic sandbox implementations; otherwise the real clients are built
// from services.config.ocean, whose connector part oceanConnectorEnv() parses from the
// environment (for the module's settings parser, ../settings.ts):
//
//   DCSA_CARRIERS    comma-separated carriers, each "SCAC=baseUrl" plus ";"-separated options:
//                    key=<api key>  keyHeader=<header name, default API-Key>
//                    bearer=<OAuth access token>  timeout=<ms>  pageSize=<n>
//                    e.g. MAEU=https://api.maersk.example/track-and-trace/v2;key=abc;keyHeader=Consumer-Key,
//                         HLCU=https://api.hlag.example/tnt/v2;bearer=eyJ...
//   DCSA_TIMEOUT_MS  default per-request time-out (10000)
//   AIS_PROVIDER_URL URL template of the AIS provider ({imo} / {imos} / {key}, see ais.ts)
//   AIS_API_KEY      its API key;  AIS_BEARER_TOKEN  or a bearer token
//   AIS_TIMEOUT_MS   time-out (10000)
import { optionalEnvPositiveInt, parsePositiveInt } from '../../../platform/env.js';
import type { Services } from '../../../platform/services.js';
import type { CarrierConnector, VesselPositionFeed } from './types.js';
import { DcsaCarrierConnector, type DcsaCarrierConfig } from './dcsa.js';
import { createSandboxCarrierNetwork, type SandboxCarrierNetwork } from './sandbox.js';
import type { SandboxTripStore } from './sandbox-trips.js';
import { HttpAisFeed, SandboxAisFeed, UnconfiguredAisFeed, type AisHttpConfig } from './ais.js';
import type { SandboxRefData } from './sandbox-data.js';

export type { VesselPositionFeed } from './types.js';

export interface CarrierConnectors {
  /** True when every carrier is answered by the sandbox network. */
  readonly sandbox: boolean;
  /** That network (its trip controls: fresh trips, sandbox-advance); null with real clients. */
  readonly network: SandboxCarrierNetwork | null;
  /**
   * The connector answering for a carrier. Sandbox: the one network for any SCAC, and for
   * null (it attributes the reference itself). Real: the DCSA client configured for that
   * SCAC, or null when the carrier has no connection configured (or the SCAC is null).
   */
  forCarrier(scac: string | null): CarrierConnector | null;
  /** SCACs with a configured real connection (empty in sandbox mode: all 65 are simulated). */
  configuredCarriers(): string[];
}

export interface ConnectorOptions {
  /** Sandbox reference data (default: the shipped JSON files). */
  refData?: SandboxRefData;
  /** HTTP implementation for the real clients (default: global fetch). */
  fetchImpl?: typeof fetch;
  /** Where the sandbox keeps its trip state (default: none; every reference follows the schedule). */
  trips?: SandboxTripStore;
}

/** The real connections configured (Config.ocean). */
export interface OceanConnectorConfig {
  dcsaCarriers: DcsaCarrierConfig[];
  /** null = no AIS provider (no fixes). */
  ais: AisHttpConfig | null;
}

type ServicesLike = Pick<Services, 'sandbox' | 'clock'> & { config: { ocean: OceanConnectorConfig } };

export function createCarrierConnectors(services: ServicesLike, opts: ConnectorOptions = {}): CarrierConnectors {
  if (services.sandbox) {
    const network = createSandboxCarrierNetwork(services.clock, opts.refData, opts.trips ?? null);
    return { sandbox: true, network, forCarrier: () => network, configuredCarriers: () => [] };
  }
  const clients = new Map(
    services.config.ocean.dcsaCarriers.map((c) => [c.scac, new DcsaCarrierConnector(c, opts.fetchImpl)]),
  );
  return {
    sandbox: false,
    network: null,
    forCarrier: (scac) => (scac ? (clients.get(scac.toUpperCase()) ?? null) : null),
    configuredCarriers: () => [...clients.keys()],
  };
}

export function createVesselFeed(services: ServicesLike, opts: ConnectorOptions = {}): VesselPositionFeed {
  if (services.sandbox) return new SandboxAisFeed(services.clock, opts.refData);
  const { ais } = services.config.ocean;
  return ais ? new HttpAisFeed(ais, opts.fetchImpl) : new UnconfiguredAisFeed();
}

/** Config.ocean's connections from the variables above; throws on a malformed value. */
export function oceanConnectorEnv(env: NodeJS.ProcessEnv): OceanConnectorConfig {
  const dcsaCarriers = parseDcsaCarriers(
    env.DCSA_CARRIERS ?? '',
    optionalEnvPositiveInt('DCSA_TIMEOUT_MS', env) ?? 10_000,
  );
  const urlTemplate = env.AIS_PROVIDER_URL?.trim();
  const ais: AisHttpConfig | null = urlTemplate
    ? {
        urlTemplate,
        apiKey: env.AIS_API_KEY || undefined,
        bearerToken: env.AIS_BEARER_TOKEN || undefined,
        timeoutMs: optionalEnvPositiveInt('AIS_TIMEOUT_MS', env) ?? 10_000,
      }
    : null;
  return { dcsaCarriers, ais };
}

/** Parses DCSA_CARRIERS (format above); throws on a malformed entry so start-up fails loudly. */
export function parseDcsaCarriers(raw: string, defaultTimeoutMs = 10_000): DcsaCarrierConfig[] {
  const out: DcsaCarrierConfig[] = [];
  for (const entry of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [head, ...options] = entry.split(';').map((s) => s.trim());
    const eq = head!.indexOf('=');
    const scac = eq > 0 ? head!.slice(0, eq).trim().toUpperCase() : '';
    const baseUrl = eq > 0 ? head!.slice(eq + 1).trim() : '';
    if (!/^[A-Z0-9]{2,4}$/.test(scac) || !/^https?:\/\//.test(baseUrl)) {
      throw new Error(`config: DCSA_CARRIERS entry "${entry.split(';')[0]}" is not SCAC=http(s)://base-url`);
    }
    const cfg: DcsaCarrierConfig = { scac, baseUrl, timeoutMs: defaultTimeoutMs };
    for (const opt of options.filter(Boolean)) {
      const i = opt.indexOf('=');
      const k = i > 0 ? opt.slice(0, i).trim() : opt;
      const v = i > 0 ? opt.slice(i + 1).trim() : '';
      if (k === 'key') cfg.apiKey = v;
      else if (k === 'keyHeader') cfg.apiKeyHeader = v;
      else if (k === 'bearer') cfg.bearerToken = v;
      else if (k === 'timeout')
        cfg.timeoutMs = parsePositiveInt(v, `DCSA_CARRIERS ${scac} timeout`) ?? defaultTimeoutMs;
      else if (k === 'pageSize') cfg.pageSize = parsePositiveInt(v, `DCSA_CARRIERS ${scac} pageSize`);
      else throw new Error(`config: DCSA_CARRIERS ${scac}: unknown option "${k}"`);
    }
    out.push(cfg);
  }
  return out;
}

// The sandbox's parts the ocean subgraph uses (demo references, trip milestones and store).
export { SANDBOX_DEMO_REFERENCES } from './sandbox-demo.js';
export { SANDBOX_MILESTONES, type SandboxMilestone, type SandboxTripStore } from './sandbox-trips.js';
export type { SandboxCarrierNetwork } from './sandbox.js';
