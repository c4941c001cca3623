// A real book of ocean references for the ocean benches: container numbers registered for the
// bench organisation on an allowance-free plan, from the sandbox carrier network's lines.
import type { BenchSystem } from './lib.js';
import { registerReference } from '../subgraphs/ocean/use-cases/register-reference.js';
import { containerCheckDigit } from '../subgraphs/ocean/decide/reference-numbers.js';
import type { Principal } from '../platform/context.js';

/** Each line's owner prefix, for container numbers the line recognises. */
const OWNER: Record<string, string> = {
  MAEU: 'MSKU',
  MSCU: 'MSCU',
  CMDU: 'CMAU',
  HLCU: 'HLXU',
  COSU: 'CSNU',
  ONEY: 'ONEU',
};

/** The bench organisation as a caller of the ocean service, its plan without allowances. */
export async function benchPrincipal(sys: BenchSystem): Promise<Principal> {
  await sys.rt.services.db.query(
    "INSERT INTO ocean.plan_allowances VALUES ('bench', NULL, NULL, NULL, NULL) ON CONFLICT DO NOTHING",
  );
  return {
    orgId: sys.orgId,
    plan: 'bench',
    keyId: null,
    keyPrefix: 'tmcp',
    entitlements: {},
    limits: { window: 1e8, minute: 1e8 },
  };
}

/** Registers `count` container numbers, serials from `firstSerial`, taking the lines in turn. */
export async function registerContainers(
  sys: BenchSystem,
  principal: Principal,
  { count, lines, firstSerial }: { count: number; lines: readonly (keyof typeof OWNER)[]; firstSerial: number },
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const scac = lines[i % lines.length]!;
    const head = `${OWNER[scac]}${String(firstSerial + i).padStart(6, '0')}`;
    await registerReference(
      sys.rt.services,
      principal,
      { identifier: `${head}${containerCheckDigit(head)}`, carrierCode: scac },
      'add',
    );
  }
}
