// Prometheus metrics (prom-client), per process, served on the process's own metrics listener
// (METRICS_PORT, platform/http.ts serveMetrics), never on the public hosts. Labels are bounded
// by construction: a service name, a declared route pattern (never the raw URL), a method, a
// status, a fixed outcome; never an organisation, a key or an identifier.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What this process counts wherever it runs: requests, rate-limit decisions, Node's own figures. */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by service, method, declared route and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  registers: [processMetrics],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by service, method, declared route and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processMetrics],
});

export const rateLimitDecisions = new Counter({
  name: 'rate_limit_decisions_total',
  help: 'Requests the rate limiter admitted or refused, by subject kind (organisation or address)',
  labelNames: ['subject', 'decision'] as const,
  registers: [processMetrics],
});

export const rateLimitStoreErrors = new Counter({
  name: 'ratelimit_store_errors_total',
  help: 'Rate-limit store operations that failed or timed out (the process counted in its own memory instead), by store and operation',
  labelNames: ['store', 'operation'] as const,
  registers: [processMetrics],
});

const readingFailures = new Counter({
  name: 'metrics_reading_failures_total',
  help: 'Scrapes at which a figure read from the database could not be read (NaN at that scrape)',
  labelNames: ['metric'] as const,
  registers: [processMetrics],
});

/**
 * What each connector made of the messages and answers its feed sent: `result` is `ok` (read
 * whole), `partial` (read, with a part dropped and a warning in the record's provenance) or
 * `rejected` (nothing of it could be read). `connector` is a fixed name per client (`cargo-imp`,
 * `cargo-xml`, `one-record`, `dcsa-tnt`, `dcsa-cs`, …), never a carrier or an identifier.
 */
export const connectorMessages = new Counter({
  name: 'connector_messages_total',
  help: 'Messages and answers read from external feeds, by connector and result (ok, partial, rejected)',
  labelNames: ['connector', 'result'] as const,
  registers: [processMetrics],
});

/** One sample of a reading: a value and its labels (bounded, as above). */
interface Reading {
  labels?: Record<string, string>;
  value: number;
}

/**
 * A figure read from the database when /metrics is scraped (a backlog, a lag), contributed by
 * the module that owns the data (SubgraphModule.metrics) and read only by the process serving
 * that module, so a fleet reports each figure once.
 */
export interface ScrapedMetric {
  name: string;
  help: string;
  labelNames?: string[];
  read(): Promise<Reading[]>;
}

/** One database read shared by the readings a scrape asks for at once (a scrape collects every gauge in parallel). */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () =>
    (inFlight ??= read().finally(() => {
      inFlight = null;
    }));
}

/**
 * A registry of readings taken at scrape time (one per runtime: it reads that runtime's database).
 * A reading that fails (the database down) is NaN, "unknown", at that scrape (never a plausible 0)
 * and counted, so the rest of /metrics, the request figures above all, still answers when they
 * matter most.
 */
export function readingsRegistry(readings: readonly ScrapedMetric[]): Registry {
  const registry = new Registry();
  for (const m of readings) {
    new Gauge({
      name: m.name,
      help: m.help,
      labelNames: m.labelNames ?? [],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const s of await m.read()) this.set(s.labels ?? {}, s.value);
        } catch {
          this.set(NaN);
          readingFailures.inc({ metric: m.name });
        }
      },
    });
  }
  return registry;
}

/** The text exposition of several registries (the process's and its runtime's readings). */
export async function exposition(registries: readonly Registry[]): Promise<string> {
  return (await Promise.all(registries.map((r) => r.metrics()))).join('\n');
}

export const EXPOSITION_CONTENT_TYPE = processMetrics.contentType;
