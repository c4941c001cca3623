// The demurrage report's answer (Query.demurrage_report, docs/ocean.md): the totals, the boxes
// most at risk, and a note saying what the figures cannot cover.
import type { ReportItem, ReportTotals } from '../store/index.js';
import { reportRows } from './record-shapes.js';

/** Boxes the report lists at most (the totals count them all). */
export const REPORT_MAX_ITEMS = 1000;

/** Why an empty or short list may not be a clean result: boxes without terms, or timed but not costed. */
function coverageNote(totals: ReportTotals): string | null {
  const notes: string[] = [];
  if (totals.unassessable_containers) {
    notes.push(
      `${totals.unassessable_containers} discharged container(s) have no free-time terms: no contract terms on file and no carrier tariff for their lane; file terms with POST /v1/demurrage-terms. An empty or short list is not a clean result.`,
    );
  }
  if (totals.uncosted_containers) {
    notes.push(
      `${totals.uncosted_containers} container(s) are timed but not costed: the carrier publishes free days but no daily rate.`,
    );
  }
  return notes.length ? notes.join(' ') : null;
}

export function demurrageReportAnswer(totals: ReportTotals, items: ReportItem[]) {
  const rows = reportRows(items);
  return {
    total_at_risk_usd: Math.round(Number(totals.total_at_risk_usd) * 100) / 100,
    containers_at_risk: totals.containers_at_risk,
    unassessable_containers: totals.unassessable_containers,
    coverage_note: coverageNote(totals),
    assessed_containers: totals.assessed_containers,
    uncosted_containers: totals.uncosted_containers,
    candidates_considered: totals.candidates_considered,
    truncated: totals.assessed_containers > items.length,
    items: rows,
    items_json: rows,
  };
}
