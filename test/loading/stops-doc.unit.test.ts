// docs/loading.md's delivery stops, on its own example request: a later stop's pieces go deeper,
// never between an earlier stop's piece and the door (the validator's rule 7), and the loading
// steps load each before any earlier-stop piece in front of it; they are not numbered stop by
// stop (the unit fills from the far end, a later stop's piece beside an earlier one's may follow).
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { plan } from '../../subgraphs/loading/decide/planner/index.js';
import { completeRequest, plannerInput } from '../../subgraphs/loading/decide/plan-request.js';
import { validatePlan } from '../../subgraphs/loading/decide/validator/index.js';
import type { PlanRequestInput } from '../../subgraphs/loading/generated/types.js';

const doc = readFileSync('docs/loading.md', 'utf8');
const example = JSON.parse(doc.slice(doc.indexOf("-d '{") + 4, doc.indexOf("}'\n```") + 1)) as PlanRequestInput;

describe("docs/loading.md's example with a second delivery stop", () => {
  it('loads each later-stop piece before the earlier-stop pieces between it and the door', () => {
    const input = plannerInput(completeRequest(example, 2000));
    const result = plan(input);
    expect(validatePlan(input, result)).toEqual([]);
    const stop = new Map(input.items.map((i) => [i.id, i.stop]));
    const overlap = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;
    let pairs = 0;
    for (const unit of result.units)
      for (const deep of unit.placements)
        for (const near of unit.placements) {
          if (stop.get(deep.item_id)! <= stop.get(near.item_id)!) continue;
          // `near` (the earlier stop) lies between `deep` and the door, their y–z faces overlapping.
          const inFront =
            near.x >= deep.x + deep.l &&
            overlap(near.y, near.y + near.w, deep.y, deep.y + deep.w) &&
            overlap(near.z, near.z + near.h, deep.z, deep.z + deep.h);
          if (!inFront) continue;
          pairs++;
          expect(deep.step, `${deep.item_id} step ${deep.step} behind ${near.item_id} step ${near.step}`).toBeLessThan(
            near.step,
          );
        }
    expect(pairs).toBeGreaterThan(0);
  });
});
