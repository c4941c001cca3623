// Filing demurrage terms (Mutation.file_demurrage_terms): checked, written, and every box of the
// organisation's terms in force resolved again, in one transaction.
import type { Services } from '../../../platform/services.js';
import { refData } from '../store/reference-data.js';
import * as store from '../store/index.js';
import { checkTerms, type TermsInput } from '../decide/terms.js';

export async function fileTerms(
  services: Services,
  orgId: string,
  input: TermsInput,
): Promise<{ row: store.TermsRow; replaced: boolean; boxes_covered: number }> {
  const terms = checkTerms(input, await refData(services.db));
  const now = services.clock.now();
  return services.db.tx(async (tx) => {
    const { row, replaced } = await store.upsertTerms(tx, orgId, terms, now);
    await store.resolveBoxTerms(tx, { orgId });
    return { row, replaced, boxes_covered: await store.boxesUnderTerms(tx, orgId, row.id) };
  });
}
