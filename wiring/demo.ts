// The demo organisation `npm start` prints keys for: paid plan, every entitlement, one key
// per product prefix. Keys are stored only as hashes, so each start mints fresh ones and revokes
// the demo keys of earlier starts (a persistent database keeps one working set, the printed one).
import type { Services } from '../platform/services.js';
import { yieldingDb } from '../platform/activity.js';
import type { SubgraphModule } from '../platform/subgraph.js';
import {
  createKey,
  createOrganisation,
  revokeLabelledKeys,
  findOrganisationByName,
  grantEntitlement,
  KEY_PREFIXES,
  type KeyPrefix,
} from '../subgraphs/accounts/store/index.js';

const DEMO_ORG_NAME = 'Demo Freight Co';
const DEMO_KEY_LABEL = 'demo';

export interface DemoKeys {
  orgId: string;
  keys: Record<KeyPrefix, string>;
}

/** The demo organisation with its entitlements and a fresh set of keys (a few statements). */
export async function demoKeys(services: Services): Promise<DemoKeys> {
  const { db } = services;
  const orgId = (
    (await findOrganisationByName(db, DEMO_ORG_NAME)) ?? (await createOrganisation(db, DEMO_ORG_NAME, 'paid'))
  ).id;
  for (const e of ['air_cargo', 'schedules', 'freight_rates'] as const) await grantEntitlement(db, orgId, e, null);
  await revokeLabelledKeys(db, orgId, DEMO_KEY_LABEL, services.clock.now());
  const keys = {} as Record<KeyPrefix, string>;
  for (const prefix of KEY_PREFIXES) keys[prefix] = (await createKey(db, orgId, prefix, { label: DEMO_KEY_LABEL })).key;
  return { orgId, keys };
}

/** The organisation and its keys, then each subgraph's demo data for it. */
export async function seedDemo(services: Services, subgraphs: SubgraphModule[]): Promise<DemoKeys> {
  const demo = await demoKeys(services);
  for (const s of subgraphs) await s.seedDemo?.(services, demo.orgId);
  return demo;
}

export interface SeedStep {
  /** What the banner says is still being seeded. */
  name: string;
  run(): Promise<void>;
}

/**
 * `npm start`'s slow seeding, in the order a newcomer meets it: for each subgraph the seed step
 * the start deferred (the schedules sandbox's year of sailings) and its demo data (the demo
 * containers and waybills, the rates sandbox's current year, whose earlier years follow). Their
 * statements wait while requests are in flight (platform/activity.ts).
 */
export function demoSeedSteps(
  running: Services,
  subgraphs: SubgraphModule[],
  deferred: readonly string[],
  orgId: string,
): SeedStep[] {
  const services = { ...running, db: yieldingDb(running.db) };
  return subgraphs.flatMap((s) => [
    ...(s.seed && deferred.includes(s.name) ? [{ name: `${s.name} sandbox`, run: () => s.seed!(services) }] : []),
    ...(s.seedDemo ? [{ name: `${s.name} demo data`, run: () => s.seedDemo!(services, orgId) }] : []),
  ]);
}

export interface BackgroundSeeding {
  /** The steps not yet finished, in order. */
  pending(): string[];
  /** Settles when every step has run; a failed step is logged and the next one runs. */
  done: Promise<{ failed: string[] }>;
}

/**
 * Runs the steps one after the other after the caller has started answering: each is a few
 * transactions, so a request waits at most for the statement or transaction in progress.
 */
export function seedInBackground(services: Services, steps: SeedStep[]): BackgroundSeeding {
  const left = steps.map((s) => s.name);
  const failed: string[] = [];
  const done = (async () => {
    for (const step of steps) {
      try {
        await step.run();
      } catch (err) {
        failed.push(step.name);
        services.log.warn({ step: step.name, err: (err as Error).message }, 'demo seeding step failed');
      }
      left.shift();
    }
    return { failed };
  })();
  return { pending: () => [...left], done };
}
