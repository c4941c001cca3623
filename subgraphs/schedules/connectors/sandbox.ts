// Deterministic sandbox feeds (services.sandbox): the sailings themselves are generated in
// SQL from the network catalogue (network.ts, store.generateSailings) together with their
// disruption and arrival feeds; port congestion comes from SandboxCongestion below. Every
// value is a function of its identity and time, so all processes agree without coordination.
import { createHash } from 'node:crypto';
import type { CongestionReading, CongestionSource } from './types.js';

/** Readings are taken every 6 hours, on the hour (00, 06, 12, 18 UTC). */
const CONGESTION_STEP_HOURS = 6;

const h01 = (s: string): number => createHash('sha256').update(s).digest().readUInt32BE(0) / 2 ** 32;

/** Ports known for long waits get a higher baseline (hours at anchor before berthing). */
const BASELINE: Record<string, number> = {
  NGAPP: 70,
  BDCGP: 130,
  TZDAR: 60,
  ZADUR: 42,
  KEMBA: 36,
  PKKHI: 30,
  ZACPT: 30,
  AUSYD: 26,
  CAVAN: 22,
  DEHAM: 22,
  AUMEL: 20,
  GBFXT: 16,
  CMDLA: 48,
  AOLAD: 40,
  MMRGN: 34,
  GHTEM: 26,
  LKCMB: 14,
  USSAV: 12,
};

export class SandboxCongestion implements CongestionSource {
  readonly name = 'sandbox';

  reading(unlocode: string, at: Date): CongestionReading {
    const base = BASELINE[unlocode] ?? 1.5 + 14 * h01(`base:${unlocode}`) ** 2;
    const days = at.getTime() / 86_400_000;
    const cycle = 1 + 0.3 * Math.sin(2 * Math.PI * (days / 21 + h01(`phase:${unlocode}`)));
    const noise = 0.85 + 0.3 * h01(`noise:${unlocode}:${at.toISOString()}`);
    const wait = Math.round(base * cycle * noise * 10) / 10;
    const arrivalsPerDay = 2 + Math.round(10 * h01(`size:${unlocode}`));
    return {
      unlocode,
      observed_at: at.toISOString(),
      wait_hours: wait,
      at_anchor: Math.round((wait / 24) * arrivalsPerDay),
      at_berth: Math.max(1, Math.round(arrivalsPerDay * 1.5)),
    };
  }

  async readings(ports: readonly string[], from: Date, to: Date): Promise<CongestionReading[]> {
    const step = CONGESTION_STEP_HOURS * 3_600_000;
    const out: CongestionReading[] = [];
    for (let t = Math.ceil(from.getTime() / step) * step; t <= to.getTime(); t += step) {
      for (const p of ports) out.push(this.reading(p, new Date(t)));
    }
    return out;
  }
}
