// Once per test run: a migrated, seeded template database that every test file copies, so a
// file starts in about a second instead of paying initdb, migrations and seeds again.
// PGlite: a dumped data directory in a temp file. PostgreSQL: a template database.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareServices } from '../../wiring/services.js';
import { DrivenClock } from '../../platform/clock.js';
import { dumpPglite } from '../../platform/db.js';
import { freshPostgresDatabase, testConfig, TEST_CLOCK_START } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const clock = new DrivenClock(TEST_CLOCK_START);
  if (process.env.TEST_DATABASE_URL) {
    const tpl = await freshPostgresDatabase();
    const services = await prepareServices({ config: testConfig({}, tpl.url), clock });
    await services.db.close();
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', new URL(tpl.url).pathname.slice(1));
    return () => tpl.drop();
  }
  const services = await prepareServices({ config: testConfig({}, null), clock });
  const dump = await dumpPglite(services.db);
  await services.db.close();
  const dir = mkdtempSync(join(tmpdir(), 'fg-pglite-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
