// The organisation's demurrage report (Query.demurrage_report): read by store/demurrage.ts,
// answered by decide/demurrage-report.ts.
import type { OceanContext } from '../context.js';
import * as store from '../store/index.js';
import { REPORT_MAX_ITEMS, demurrageReportAnswer } from '../decide/demurrage-report.js';

export async function demurrageReport(ctx: OceanContext, orgId: string) {
  const { totals, items } = await store.demurrageReport(ctx.services.db, orgId, ctx.loaders.now, REPORT_MAX_ITEMS);
  return demurrageReportAnswer(totals, items);
}
