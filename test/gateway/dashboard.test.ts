// The dashboard query through the gateway's fetch layer (issue 16): a page of 100 containers,
// 15 carriers and a few dozen ports among them, each container's carrier and port figures
// fanned back to the right container; two organisations asking at once never share a fetch.
import { describe, it, expect, beforeAll, vi } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { recordsOnLanes } from '../support/factories.js';
import { carrierReliability, portCongestion } from '../../subgraphs/schedules/store/index.js';
import { CONGESTION_MAX_AGE_HOURS } from '../../subgraphs/schedules/decide/rules.js';
import { SubgraphExecutor } from '../../platform/subgraph.js';
import { DASHBOARD_CARRIERS as SCACS } from '../support/dashboard.js';

const DASHBOARD = `{ containers(limit: 100) { identifier
    carrier { scac name reliability { on_time_pct observations computed_at } league { rank on_time_pct } }
    destination_port { unlocode name congestion { wait_hours level computed_at } } } }`;

const orgs: { id: string; key: string; ports: string[] }[] = [];
const sys = useSystem();
beforeAll(async () => {
  const ports = (
    await sys.services.db.query<{ unlocode: string }>(
      'SELECT unlocode FROM schedules.port_congestion ORDER BY unlocode LIMIT 40',
    )
  ).rows.map((r) => r.unlocode);
  for (const [n, name] of ['Org A', 'Org B'].entries()) {
    const org = await sys.org({ name, entitlements: { schedules: null } });
    // Each organisation's boxes go to its own half of the ports, so a shared answer would show.
    const own = ports.filter((_, i) => i % 2 === n);
    await recordsOnLanes(
      sys.services.db,
      org.id,
      Array.from({ length: 100 }, (_, i) => ({
        identifier: `DASH${n}${String(i + 1).padStart(6, '0')}`,
        carrierScac: SCACS[(i + 1) % 15]!,
        destination: own[((i + 1) * 7) % own.length]!,
      })),
    );
    orgs.push({ id: org.id, key: await org.key('tmcp'), ports: own });
  }
});

const dashboard = async (key: string) => {
  const r = await http(sys.urls.gateway, '', { key, method: 'POST', body: { query: DASHBOARD } });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.containers as any[];
};

describe('the dashboard query', () => {
  it("answers every container with its own carrier's and port's figures, for two organisations at once", async () => {
    const [a, b, a2] = await Promise.all([dashboard(orgs[0]!.key), dashboard(orgs[1]!.key), dashboard(orgs[0]!.key)]);
    expect(a2).toEqual(a);
    const carriers = new Map((await carrierReliability(sys.services.db, SCACS)).map((r) => [r.carrier_scac, r]));
    const ports = new Map(
      (
        await portCongestion(
          sys.services.db,
          [...orgs[0]!.ports, ...orgs[1]!.ports],
          sys.clock.now(),
          CONGESTION_MAX_AGE_HOURS,
        )
      ).map((r) => [r.unlocode, r]),
    );
    expect(carriers.size).toBeGreaterThan(10);
    for (const [n, page] of [a, b].entries()) {
      expect(page).toHaveLength(100);
      for (const c of page) {
        expect(c.identifier.startsWith(`DASH${n}`)).toBe(true);
        expect(orgs[n]!.ports).toContain(c.destination_port.unlocode);
        const figures = carriers.get(c.carrier.scac);
        expect(c.carrier.reliability.observations).toBe(figures?.observations ?? 0);
        expect(c.carrier.league?.rank ?? null).toBe(figures?.league_rank ?? null);
        const port = ports.get(c.destination_port.unlocode);
        expect(c.destination_port.congestion?.wait_hours ?? null).toBe(
          port ? Math.round(port.wait_hours * 10) / 10 : null,
        );
      }
    }
  });

  it('asks each subgraph once per plan level, each distinct carrier and port once: 3 fetches for a page of 100', async () => {
    const executions = vi.spyOn(SubgraphExecutor.prototype, 'execute');
    try {
      const page = await dashboard(orgs[0]!.key);
      const sent = executions.mock.calls.map(([, variables]) => variables ?? {});
      expect(sent).toHaveLength(3);
      const representations = sent.flatMap((v) =>
        Object.entries(v).flatMap(([k, r]) => (k.endsWith('representations') ? (r as unknown[]) : [])),
      );
      const carriers = new Set(page.map((c) => c.carrier.scac)).size;
      const ports = new Set(page.map((c) => c.destination_port.unlocode)).size;
      // Reference and schedules each get every distinct carrier and port once.
      expect(representations).toHaveLength(2 * (carriers + ports));
    } finally {
      executions.mockRestore();
    }
  });
});
