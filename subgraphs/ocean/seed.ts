// What ocean writes at every start: the ports' time zones get their ids (the demurrage report's
// per-zone "today").
import type { Services } from '../../platform/services.js';
import { ensureZones } from './store/index.js';
import { refData } from './store/reference-data.js';

export async function seed(services: Services): Promise<void> {
  await ensureZones(services.db, (await refData(services.db)).zones);
}
