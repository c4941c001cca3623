// Plans are background CPU work (issue 29): the planner threads run at a lower scheduling
// priority (LOADING_PLANNER_NICE) than the threads answering requests, so a planner flood on a
// busy machine leaves the cores to the requests first. Linux only: each thread's nice value is
// read from /proc/self/task.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { useSystem, http } from '../support/harness.js';
import { loadingConfig } from '../../subgraphs/loading/settings.js';

/** The nice value of each of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // the thread ended while being read
    }
  });
}

const NICE = 7;
const sys = useSystem({
  configOverrides: { loading: { ...loadingConfig(process.env), plannerThreads: 1, plannerNice: NICE } },
});

describe.runIf(existsSync('/proc/thread-self'))('planner thread priority', () => {
  it('runs plans on threads with the configured nice value; the request threads keep theirs', async () => {
    const base = getPriority();
    expect(threadNiceValues().filter((n) => n !== base)).toEqual([]);
    const org = await sys.org({ plan: 'paid' });
    const answer = await http(sys.urls.loading, '/v1/plans', {
      key: await org.key('lmcp'),
      method: 'POST',
      body: {
        cargo: [{ id: 'BOX', length: 1200, width: 800, height: 1000, weight: 300, quantity: 2 }],
        equipment: [{ code: '22G1' }],
      },
    });
    expect(answer.status, answer.text).toBe(201);
    // The planner threads (the pool keeps two here, and a lone plan runs on both), each with the
    // module loader's thread it starts after lowering itself, stay idle after the plan: they alone
    // are lowered, and never raised above the process's own value.
    const lowered = threadNiceValues().filter((n) => n !== base);
    expect(lowered.length).toBeGreaterThanOrEqual(1);
    expect(lowered.length).toBeLessThanOrEqual(4);
    expect(new Set(lowered)).toEqual(new Set([Math.max(base, NICE)]));
    expect(getPriority()).toBe(base);
  });

  it('refuses a nice value outside 0–19, naming the setting', () => {
    expect(() => loadingConfig({ LOADING_PLANNER_NICE: '20' })).toThrow(/LOADING_PLANNER_NICE/);
    expect(() => loadingConfig({ LOADING_PLANNER_NICE: 'low' })).toThrow(/LOADING_PLANNER_NICE/);
    expect(loadingConfig({ LOADING_PLANNER_NICE: '0' }).plannerNice).toBe(0);
    expect(loadingConfig({}).plannerNice).toBe(10);
  });
});
