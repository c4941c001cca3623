// The profile breakdown that bench/README.md's per-route profiles come from.
import { describe, expect, it } from 'vitest';
import { breakdown, type CpuProfile } from '../../bench/profile.js';

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url },
  children,
});

describe('profile breakdown', () => {
  const profile: CpuProfile = {
    nodes: [
      frame(1, '(root)', '', [2, 3, 4, 7]),
      frame(2, '(idle)', ''),
      frame(3, 'handle', 'file:///app/rest-adapter/app.ts', [5, 6]),
      frame(4, 'parseRow', 'file:///app/node_modules/pg-protocol/dist/parser.js'),
      frame(5, 'stringify', ''), // built-ins count for their caller's layer
      frame(6, 'push', ''),
      frame(7, 'executeQueryPlan', 'file:///app/node_modules/@apollo/gateway/dist/executeQueryPlan.js'),
    ],
    samples: [2, 2, 2, 2, 3, 4, 4, 5, 6, 7],
  };

  it('counts each sample for the layer of its first frame with a source', () => {
    const shares = Object.fromEntries(breakdown(profile).map((r) => [r.layer, r.share]));
    expect(shares).toEqual({
      'idle (waiting: PostgreSQL, network)': 0.4,
      'edge: REST adapter': 0.3,
      'SQL driver (pg)': 0.2,
      'gateway: planning and execution (@apollo/gateway)': 0.1,
    });
  });

  it('takes a frame named like an Object property (constructor) by its URL', () => {
    const named: CpuProfile = {
      nodes: [frame(1, 'constructor', 'file:///app/subgraphs/ocean/store/records.ts')],
      samples: [1],
    };
    expect(breakdown(named)).toEqual([{ layer: 'subgraph resolvers and stores (ours)', share: 1 }]);
  });

  it('sorts the largest share first', () => {
    expect(breakdown(profile)[0]!.layer).toBe('idle (waiting: PostgreSQL, network)');
  });
});
